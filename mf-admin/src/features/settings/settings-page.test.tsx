import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { SettingsPage } from './settings-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('seats, fees and session', () => {
  it('saves the session, the seats and the fee table as the API takes them', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      '/api/admin/settings': (c) =>
        c.method === 'GET'
          ? { body: { data: { academic_session: '2025-26' } } }
          : { body: { message: 'ok', data: c.body } },
      '/api/admin/seats': { body: { data: [{ course: 'BCOM', seats: 240 }] } },
      '/api/admin/fees': { body: { data: [{ course: 'BCOM', year: 1, category: 'OBC', amount: '1450.00' }] } },
    });
    renderConsole(<SettingsPage />, { path: '/admin/settings', staff: aStaff('admin'), roles: [] });
    const session = await screen.findByRole('textbox', { name: 'Academic session' });
    await waitFor(() => expect(session).toHaveValue('2025-26'));
    fireEvent.change(session, { target: { value: '2026-27' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/settings' && c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ academic_session: '2026-27' });

    expect(screen.getByLabelText('Seats of BCOM')).toHaveValue('240');
    fireEvent.change(screen.getByLabelText('Seats of MCOM'), { target: { value: '60' } });
    // The second Save is the enrolment number pattern's (its own test below).
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[2] as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/seats' && c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/seats' && c.method === 'PUT')?.body).toEqual({
      seats: [
        { course: 'BCOM', seats: 240 },
        { course: 'MCOM', seats: 60 },
      ],
    });

    expect(screen.getByLabelText('Fee of BCOM, year 1, Other Backward Class (OBC)')).toHaveValue('1450');
    expect(screen.getByRole('columnheader', { name: 'Economically Weaker Section (EWS)' })).toBeInTheDocument();
    // A two-year PG course has no year 3; a UG course has.
    expect(screen.queryByLabelText('Fee of MCOM, year 3, General')).toBeNull();
    expect(screen.getByLabelText('Fee of MCOM, year 2, General')).toBeInTheDocument();
    expect(screen.getByLabelText('Fee of BCOM, year 3, General')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Fee of BCOM, year 1, Scheduled Caste (SC)'), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText('Fee of BCOM, year 1, Economically Weaker Section (EWS)'), {
      target: { value: '2450' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[3] as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/fees' && c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/fees' && c.method === 'PUT')?.body).toEqual({
      fees: [
        { course: 'BCOM', year: 1, category: 'OBC', amount: '1450' },
        { course: 'BCOM', year: 1, category: 'SC', amount: '900' },
        { course: 'BCOM', year: 1, category: 'EWS', amount: '2450' },
      ],
    });
  });
});

describe('the enrolment number’s pattern', () => {
  it('shows an example as it is typed, the rule broken in the console’s language, and saves the pattern', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      '/api/admin/settings': (c) =>
        c.method === 'GET'
          ? { body: { data: { academic_session: '2025-26', enrolment_pattern: '{session}/{course}/{serial:4}' } } }
          : { body: { message: 'ok', data: c.body } },
      '/api/admin/seats': { body: { data: [] } },
      '/api/admin/fees': { body: { data: [] } },
    });
    renderConsole(<SettingsPage />, { path: '/admin/settings', staff: aStaff('admin'), roles: [] });
    const field = await screen.findByRole('textbox', { name: 'Enrolment number pattern' });
    await waitFor(() => expect(field).toHaveValue('{session}/{course}/{serial:4}'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Example: 2025-26/BCOM/0001'));
    fireEvent.change(field, { target: { value: '{course}/{year}' } });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('unknown placeholder {year}'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: 'GDC/{course}/{serial:5}' } });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Example: GDC/BCOM/00001'));
    const panel = field.closest('form') as HTMLElement;
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/settings' && c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enrolment_pattern: 'GDC/{course}/{serial:5}' });
  });

  it('is labelled and explained in Hindi', async () => {
    fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      '/api/admin/settings': {
        body: { data: { academic_session: '2025-26', enrolment_pattern: '{session}/{course}/{serial:4}' } },
      },
      '/api/admin/seats': { body: { data: [] } },
      '/api/admin/fees': { body: { data: [] } },
    });
    renderConsole(<SettingsPage />, { path: '/admin/settings', staff: aStaff('admin'), roles: [], language: 'hi' });
    const field = await screen.findByRole('textbox', { name: 'नामांकन संख्या का प्रारूप' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('उदाहरण: 2025-26/BCOM/0001')),
    );
    fireEvent.change(field, { target: { value: '{course}' } });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('क्रमांक एक बार हो'));
  });
});
