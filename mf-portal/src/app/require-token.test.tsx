import '../testing/jsdom-polyfills';
import { screen } from '@testing-library/react';
import { renderPortal } from '../testing/render-portal';
import { RequireToken } from './require-token';

function guarded() {
  return (
    <RequireToken>
      <p>inside</p>
    </RequireToken>
  );
}

describe('RequireToken', () => {
  it('sends a visitor without a stored token to the login page', () => {
    localStorage.clear();
    const { location } = renderPortal(guarded(), { path: '/student/dashboard' });
    expect(location()).toBe('/student/login?next=%2Fstudent%2Fdashboard');
    expect(screen.queryByText('inside')).not.toBeInTheDocument();
  });

  it('lets a student with a token in', () => {
    localStorage.setItem('auth_token', 'tok');
    const { location } = renderPortal(guarded(), { path: '/student/dashboard' });
    expect(screen.getByText('inside')).toBeInTheDocument();
    expect(location()).toBe('/student/dashboard');
  });
});
