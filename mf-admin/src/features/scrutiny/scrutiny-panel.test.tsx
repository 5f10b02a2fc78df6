import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminScrutiny } from '@college/shared-types';
import { fakeApi } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { ScrutinyPanel } from './scrutiny-panel';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function scrutiny(over: Partial<AdminScrutiny> = {}): AdminScrutiny {
  return {
    form_number: 12,
    admission_code: 'ADM25X',
    state: 'to_verify',
    open: true,
    documents: [
      {
        field: 'mark_10th',
        required: true,
        document_link: '/api/v2/admission/file/ADM25X/mark_10th',
        state: null,
        reason: null,
        checked_by: null,
        checked_at: null,
      },
      {
        field: 'dc_caste',
        required: true,
        document_link: '/api/v2/admission/file/ADM25X/dc_caste',
        state: 'not_acceptable',
        reason: 'Issued to another person',
        checked_by: 'Verifier One',
        checked_at: '2026-11-24T10:00:00Z',
      },
    ],
    figures: [],
    form_figures: { high_school_obtmarks: '480', high_school_maxmarks: '600' },
    ...over,
  };
}

const render = (role: Parameters<typeof aStaff>[0]) =>
  renderConsole(<ScrutinyPanel studentId={7} />, {
    path: '/admin/applicants/7',
    route: '/admin/applicants/:id',
    staff: aStaff(role),
  });

describe('scrutiny panel', () => {
  it('names each document in words in both languages with its check and reason, never by its key', async () => {
    fakeApi({ '/api/admin/me': meAnswer(aStaff()), '/api/admin/students/7/scrutiny': { body: { data: scrutiny() } } });
    render('verifier');
    const tenth = await screen.findByTestId('scrutiny-mark_10th');
    expect(within(tenth).getByRole('heading')).toHaveTextContent('High School (10th) Marksheet / हाईस्कूल (10वीं) अंकपत्र');
    expect(screen.queryByText(/mark_10th/)).toBeNull();
    const caste = screen.getByTestId('scrutiny-dc_caste');
    expect(caste).toHaveTextContent('Not acceptable / स्वीकार्य नहीं');
    expect(caste).toHaveTextContent('Issued to another person');
    expect(screen.getByTestId('scrutiny-state')).toHaveTextContent('Submitted — to verify');
  });

  it('records a document as verified, and a refusal only with its reason', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff()),
      '/api/admin/students/7/scrutiny': { body: { data: scrutiny() } },
      '/api/admin/students/7/scrutiny/documents/mark_10th': {
        body: { message: 'Recorded.', message_hi: 'दर्ज किया गया।', data: scrutiny() },
      },
    });
    render('verifier');
    fireEvent.click(await screen.findByRole('button', { name: 'Verified: High School (10th) Marksheet' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/api/admin/students/7/scrutiny/documents/mark_10th',
        body: { state: 'verified' },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Not acceptable: High School (10th) Marksheet' }));
    fireEvent.change(screen.getByLabelText(/Why is it not acceptable/), { target: { value: 'Blurred' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record: not acceptable' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
        state: 'not_acceptable',
        reason: 'Blurred',
      }),
    );
    // A document is refused already: the form may be sent back at once.
    expect(screen.getByRole('button', { name: 'Send back for correction now' })).toBeInTheDocument();
  });

  it('records a verified figure with its note', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff()),
      '/api/admin/students/7/scrutiny': { body: { data: scrutiny() } },
      '/api/admin/students/7/scrutiny/figures': {
        body: { message: 'ok', message_hi: 'ok', data: scrutiny() },
      },
    });
    render('verifier');
    fireEvent.change(await screen.findByLabelText('Figure'), { target: { value: 'high_school_obtmarks' } });
    fireEvent.change(screen.getByLabelText('On the marksheet (verified)'), { target: { value: '450' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Marksheet shows 450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record a verified figure' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/figures'))?.body).toEqual({
        field: 'high_school_obtmarks',
        verified_value: '450',
        note: 'Marksheet shows 450',
      }),
    );
  });

  it('offers no checks to the accounts office', async () => {
    fakeApi({
      '/api/admin/me': meAnswer(aStaff('accounts')),
      '/api/admin/students/7/scrutiny': { body: { data: scrutiny() } },
    });
    render('accounts');
    await screen.findByTestId('scrutiny-mark_10th');
    expect(screen.queryByRole('button', { name: /^Verified:/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record a verified figure' })).toBeNull();
    expect(screen.getByText(/verifiers check the documents/)).toBeInTheDocument();
  });
});
