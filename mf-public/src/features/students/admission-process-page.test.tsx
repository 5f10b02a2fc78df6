import { screen, within } from '@testing-library/react';
import { renderWithShell } from '../../app/test-shell';
import { AdmissionProcessPage } from './admission-process-page';

describe('AdmissionProcessPage', () => {
  it('lists the portal steps in the order the portal allows: the fee and verification before the form', () => {
    renderWithShell(<AdmissionProcessPage />);
    const steps = within(screen.getByTestId('journey-steps')).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual([
      'Profile',
      'Registration fee',
      'Verification',
      'Admission form',
      'Admission fee',
      'Print',
    ]);
    expect(steps[2]).toHaveTextContent('The college office checks your registration');
    expect(steps[3]).toHaveTextContent('Once approved, fill and submit the admission form');
  });

  it('tells the same steps in Hindi', () => {
    renderWithShell(<AdmissionProcessPage />, { language: 'hi' });
    const steps = within(screen.getByTestId('journey-steps')).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('सत्यापन');
    expect(steps[3]).toHaveTextContent('स्वीकृति के बाद');
  });
});
