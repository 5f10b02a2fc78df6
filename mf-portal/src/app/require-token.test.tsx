import '../testing/jsdom-polyfills';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderPortal } from '../testing/render-portal';
import { RequireToken } from './require-token';

function guarded() {
  return (
    <Routes>
      <Route element={<RequireToken />}>
        <Route path="dashboard" element={<p>inside</p>} />
      </Route>
    </Routes>
  );
}

describe('RequireToken', () => {
  it('sends a visitor without a stored token to the login page', () => {
    localStorage.clear();
    const { location } = renderPortal(guarded(), { path: '/student/dashboard', route: '/student/*' });
    expect(location()).toBe('/student/login?next=%2Fstudent%2Fdashboard');
    expect(screen.queryByText('inside')).not.toBeInTheDocument();
  });

  it('lets a student with a token in', () => {
    localStorage.setItem('auth_token', 'tok');
    const { location } = renderPortal(guarded(), { path: '/student/dashboard', route: '/student/*' });
    expect(screen.getByText('inside')).toBeInTheDocument();
    expect(location()).toBe('/student/dashboard');
  });
});
