import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { BulkPanel } from './bulk-panel';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const FROM_QUEUE =
  '/admin/messages?status=ready&course=BSCBIO&year=1&category=OBC&paid=no&submitted=yes&submitted_from=2026-11-01&scrutiny=verified&search=reena';

describe('the bulk message panel opened from the applicants’ list', () => {
  it('fills its fields from the address, lists the other filters in words and previews with all of them', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      '/api/admin/messages/preview': { body: { count: 3, cap: 500, preview: { en: 'Dear A', hi: 'प्रिय A' } } },
    });
    renderConsole(<BulkPanel />, { path: FROM_QUEUE, route: '/admin/messages', staff: aStaff('admin') });
    expect(await screen.findByLabelText('Course')).toHaveValue('BSCBIO');
    expect(screen.getByLabelText('Year')).toHaveValue('1');
    expect(screen.getByLabelText('Status')).toHaveValue('ready');
    expect(screen.getByLabelText('Name, email or mobile')).toHaveValue('reena');
    expect(screen.getByText(/Also as in the applicants’ list:/)).toHaveTextContent(
      'Category: Other Backward Class (OBC) · Admission fee paid: No · Form submitted: Yes · ' +
        'Submitted from: 01/11/2026 · Scrutiny of the form: Verified',
    );
    fireEvent.change(screen.getByLabelText('Notice (at most 30 characters)'), {
      target: { value: 'Classes on 1 July' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('3 students in this list (at most 500 at once)');
    expect(calls.find((c) => c.path === '/api/admin/messages/preview')?.body).toEqual({
      filters: {
        status: 'ready',
        course: 'BSCBIO',
        year: '1',
        category: 'OBC',
        paid: 'no',
        submitted: 'yes',
        submitted_from: '2026-11-01',
        scrutiny: 'verified',
        search: 'reena',
      },
      kind: 'notice',
      values: { notice: 'Classes on 1 July' },
    });
  });

  it('leaves the carried filters out when asked, and speaks Hindi first in Hindi', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      '/api/admin/messages/preview': { body: { count: 9, cap: 500, preview: { en: 'Dear A', hi: 'प्रिय A' } } },
    });
    renderConsole(<BulkPanel />, {
      path: FROM_QUEUE,
      route: '/admin/messages',
      staff: aStaff('admin'),
      language: 'hi',
    });
    expect(await screen.findByText(/आवेदकों की सूची के अनुसार यह भी:/)).toHaveTextContent('श्रेणी: ');
    fireEvent.click(screen.getByRole('button', { name: 'इन्हें हटाएँ' }));
    expect(screen.queryByText(/आवेदकों की सूची के अनुसार यह भी:/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('सूचना (अधिकतम 30 अक्षर)'), { target: { value: 'Classes on 1 July' } });
    fireEvent.click(screen.getByRole('button', { name: 'पूर्वावलोकन' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/messages/preview')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/messages/preview')?.body).toMatchObject({
      filters: { status: 'ready', course: 'BSCBIO', year: '1', search: 'reena' },
    });
    expect(
      Object.keys((calls.find((c) => c.path === '/api/admin/messages/preview')?.body as { filters: object }).filters),
    ).toEqual(['course', 'year', 'status', 'search']);
  });
});
