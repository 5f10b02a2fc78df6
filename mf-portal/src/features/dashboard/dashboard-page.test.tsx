import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import type { Student } from '@college/shared-types';
import { tokens } from '@college/web-kit';
import { aProfiledStudent, aStudent, fakeFetch, paidChalan, renderPortal } from '../../testing/render-portal';
import { DashboardPage } from './dashboard-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function setup(student: Student, extra: Parameters<typeof fakeFetch>[0] = {}, path = '/student/dashboard') {
  localStorage.setItem('auth_token', 'tok');
  const calls = fakeFetch({ '/api/v2/get-user': { body: { user: student } }, ...extra });
  const onProfile = jest.fn();
  const view = renderPortal(
    <DashboardPage
      renderProfileDialog={(p) => {
        onProfile(p);
        return <div role="dialog" aria-label="profile dialog" />;
      }}
    />,
    { path },
  );
  return { calls, onProfile, user: userEvent.setup(), ...view };
}

const row = async () => within(await screen.findByTestId('applications'));
const action = async () => within(await screen.findByTestId('application-action'));

beforeEach(() => {
  localStorage.clear();
  jest.mocked(navigateToUrl).mockClear();
});

describe('dashboard: the three cards', () => {
  it('loads the student with the token and shows the cards, the header and the version', async () => {
    const { calls, jotaiStore, atoms } = setup(aProfiledStudent());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: /Student Details/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /My Applications/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /My Transactions/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Student Portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // No build string on a student's screen (decision 016): neither the site's version nor a module's.
    expect(screen.queryByText(/14\.10\.0|1\.0\.0-test|Version|संस्करण/)).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/v2/get-user', headers: { Authorization: 'Bearer tok' } });
    expect(jotaiStore.get(atoms.user)?.email).toBe('reena@example.com');
    expect(jotaiStore.get(atoms.isAuthenticated)).toBe(true);
  });

  it('sends a student whose session ended back to the login page', async () => {
    setup(aStudent(), { '/api/v2/get-user': { status: 401, body: { message: 'ended' } } });
    // The kit's one 401 policy: the session ends and the login page opens, to come back here afterwards.
    await waitFor(() => expect(window.location.pathname + window.location.search).toMatch(/^\/student\/login\?next=/));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('logs a failed fetch of the details and offers to try again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(aStudent(), { '/api/v2/get-user': 'network-error' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('get-user', expect.objectContaining({ status: 0 }));
    logged.mockRestore();
  });
});

describe('dashboard: profile button', () => {
  it('reads Complete Profile while the profile is incomplete and opens the dialog', async () => {
    const { user, onProfile } = setup(aStudent());
    await user.click(await screen.findByRole('button', { name: 'Complete Profile' }));
    expect(screen.getByRole('dialog', { name: 'profile dialog' })).toBeInTheDocument();
    expect(onProfile.mock.calls[0][0].student.email).toBe('reena@example.com');
  });

  it('reads Edit profile once complete', async () => {
    setup(aProfiledStudent());
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Profile' })).not.toBeInTheDocument();
  });

  it('is hidden at status 1', async () => {
    setup(aProfiledStudent({ status: 1, transactions: [paidChalan], fee_to_pay: '1250.00' }));
    await screen.findByTestId('applications');
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Profile' })).not.toBeInTheDocument();
  });
});

describe('dashboard: status and application row', () => {
  it("at status 0 shows 'Wait For Verification' and 'Pending'", async () => {
    setup(aProfiledStudent({ status: 0, transactions: [paidChalan] }));
    expect((await action()).getByText('Wait For Verification')).toBeInTheDocument();
    expect(screen.getByTestId('admission-status')).toHaveTextContent('Pending');
  });

  it("at status 2 shows 'Reject'", async () => {
    setup(aProfiledStudent({ status: 2, transactions: [paidChalan] }));
    expect((await action()).getByText('Reject')).toBeInTheDocument();
    expect(screen.getByTestId('admission-status')).toHaveTextContent('Reject');
  });

  it('shows the reason of a rejection in the page language only', async () => {
    setup(aProfiledStudent({ status: 2, transactions: [paidChalan], reject_reason: 'The marksheet is not readable' }));
    const notice = within(await screen.findByTestId('decision-notice'));
    expect(notice.getByRole('heading')).toHaveTextContent('Your application was not approved');
    expect(notice.getByRole('heading')).not.toHaveTextContent('आपका आवेदन स्वीकृत नहीं हुआ');
    expect(notice.getByText('The marksheet is not readable')).toBeInTheDocument();
    expect(notice.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows what to correct and opens the form again for a correction', async () => {
    setup(
      aProfiledStudent({
        status: 1,
        is_admission_submitted: true,
        transactions: [paidChalan],
        fee_to_pay: '1250.00',
        correction_reason: 'Write the father’s name as on the marksheet',
      }),
    );
    const notice = within(await screen.findByTestId('decision-notice'));
    expect(notice.getByText('Write the father’s name as on the marksheet')).toBeInTheDocument();
    expect(notice.getByRole('link', { name: /Correct the form/ })).toHaveAttribute(
      'href',
      '/student/admission-form/bcom/part-1',
    );
    expect((await action()).getByRole('link', { name: 'Fill Form' })).toBeInTheDocument();
  });

  it('shows no notice without a decision to read', async () => {
    setup(aProfiledStudent({ status: 1, transactions: [paidChalan], fee_to_pay: '1250.00' }));
    await action();
    expect(screen.queryByTestId('decision-notice')).not.toBeInTheDocument();
  });

  it('at status 1, not submitted: Fill Form into the admission module without a reload', async () => {
    const { user } = setup(aProfiledStudent({ status: 1, transactions: [paidChalan], fee_to_pay: '1250.00' }));
    const link = (await action()).getByRole('link', { name: 'Fill Form' });
    expect(screen.getByTestId('admission-status')).toHaveTextContent('Approved');
    expect(link).toHaveAttribute('href', '/student/admission-form/bcom/part-1');
    await user.click(link);
    expect(navigateToUrl).toHaveBeenCalledWith('/student/admission-form/bcom/part-1');
  });

  it('at status 1, submitted and unpaid: Pay with fee_to_pay', async () => {
    setup(
      aProfiledStudent({ status: 1, is_admission_submitted: true, transactions: [paidChalan], fee_to_pay: '1250.00' }),
    );
    const pay = (await action()).getByRole('link', { name: 'Pay ₹1250.00' });
    expect(pay).toHaveAttribute('href', '/student/admission/payment');
    expect((await action()).queryByRole('link', { name: 'Fill Form' })).not.toBeInTheDocument();
  });

  it('at status 1, submitted and paid: Print, and the admission fee receipt instead of Pay', async () => {
    const { user } = setup(
      aProfiledStudent({
        status: 1,
        is_admission_submitted: true,
        is_admission_fee_payed: true,
        admission_form_code: 'ADM-7',
        fee_to_pay: '1250.00',
        transactions: [paidChalan, { ...paidChalan, txnid: 'ATX', amount: '1250.00' }],
      }),
    );
    const cell = await action();
    expect(cell.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/admission-form/print/ADM-7');
    expect(cell.getByRole('link', { name: 'Fee Receipt' })).toHaveAttribute('href', '/admission/payment/print/ADM-7');
    expect(cell.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    await user.click(cell.getByRole('link', { name: 'Print' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/admission-form/print/ADM-7');
  });
});

describe('dashboard: chalan', () => {
  it.each([
    ['no transaction', []],
    ['a failed 50', [{ ...paidChalan, status: 'failure' }]],
    ['a success of another amount', [{ ...paidChalan, amount: '500.00' }]],
  ])('is Pending with Pay Chalan for %s', async (_name, transactions) => {
    setup(aProfiledStudent({ transactions }));
    const r = await row();
    expect(screen.getByTestId('chalan-status')).toHaveTextContent('Pending');
    expect(r.getByRole('button', { name: 'Pay Chalan' })).toBeEnabled();
  });

  it('is Success only for a success of exactly 50 (any case), then disabled showing the status', async () => {
    setup(aProfiledStudent({ status: 0, transactions: [{ ...paidChalan, status: 'SUCCESS' }] }));
    const r = await row();
    expect(screen.getByTestId('chalan-status')).toHaveTextContent('Success');
    expect(r.queryByRole('button', { name: 'Pay Chalan' })).not.toBeInTheDocument();
    expect(r.getByRole('button', { name: 'Admission status: Pending' })).toBeDisabled();
    expect(r.getByRole('link', { name: 'Chalan Receipt' })).toHaveAttribute('href', '/chalan-receipt/print/RTX50');
  });

  it("warns 'Complete your Profile' instead of paying with an incomplete profile", async () => {
    const { user, location } = setup(aStudent());
    await user.click((await row()).getByRole('button', { name: 'Pay Chalan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Complete your Profile');
    expect(location()).toBe('/student/dashboard');
  });

  it('goes to the payment form with a complete profile', async () => {
    const { user, location } = setup(aProfiledStudent());
    await user.click((await row()).getByRole('button', { name: 'Pay Chalan' }));
    // Every move goes through single-spa (mocked here), so the shell and the other modules hear of it too.
    expect(navigateToUrl).toHaveBeenCalledWith('/student/payment');
    expect(location()).toBe('/student/dashboard');
  });
});

describe('dashboard: transactions', () => {
  it('gives each attempt one plain status in English and Hindi, newest first, and a receipt only for a paid one', async () => {
    setup(
      aProfiledStudent({
        transactions: [
          { ...paidChalan, txnid: 'OLD', status: 'failure' },
          { ...paidChalan, txnid: 'GONE', status: 'abandoned' },
          { ...paidChalan, txnid: 'NEW', status: 'success' },
        ],
      }),
    );
    const rows = within(await screen.findByTestId('transactions')).getAllByRole('row');
    const status = (i: number) => within(rows[i] as HTMLElement).getByTestId('attempt-status');
    expect(rows[1]).toHaveTextContent('NEW');
    expect(status(1)).toHaveTextContent(/^Paid$/);
    expect(status(2)).toHaveTextContent('Abandoned');
    expect(status(3)).toHaveTextContent(/^Failed — no money taken$/);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'View receipt NEW' })).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(getComputedStyle(status(1)).color).toBe(tokens.color.successDark);
  });

  it('says a pending payment is being checked with the bank and offers no second payment', async () => {
    const later = { txnid: 'WAIT', purpose: 'registration', status: 'pending', retry: false };
    setup(aProfiledStudent({ transactions: [{ ...paidChalan, txnid: 'WAIT', status: 'pending' }] }), {
      '/api/v2/payment/check/WAIT': { body: { ...later, next_check_at: '2026-11-27T10:20:00Z' } },
    });
    const rows = within(await screen.findByTestId('transactions')).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByTestId('attempt-status')).toHaveTextContent('Checking with the bank');
    const r = await row();
    expect(screen.getByTestId('chalan-status')).toHaveTextContent('Pending');
    expect(r.queryByRole('button', { name: 'Pay Chalan' })).not.toBeInTheDocument();
    expect(r.getByRole('button', { name: /Checking with the bank/ })).toBeDisabled();
    expect(screen.getByTestId('chalan-checking')).toHaveTextContent('Please do not pay again.');
    // The gateway has no final answer yet: the student is told by when the automatic check runs.
    await waitFor(() =>
      expect(screen.getByTestId('chalan-checking')).toHaveTextContent(
        'It is checked again automatically by 27/11/2026 15:50 (India time)',
      ),
    );
  });

  it('offers no admission fee payment while one is being checked', async () => {
    setup(
      aProfiledStudent({
        status: 1,
        is_admission_submitted: true,
        fee_to_pay: '1250.00',
        transactions: [paidChalan, { ...paidChalan, txnid: 'AWAIT', amount: '1250.00', status: 'pending' }],
      }),
    );
    const cell = await action();
    expect(cell.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('admission-checking')).toHaveTextContent('Checking with the bank');
  });
});

describe('dashboard: logout', () => {
  it('forgets the token and the user, waits 2 s with a spinner, then opens the login page', async () => {
    const { calls, jotaiStore, atoms, location } = setup(aProfiledStudent(), {
      '/api/v2/logout': { body: { success: true } },
    });
    const logout = await screen.findByRole('button', { name: 'Logout' });
    jest.useFakeTimers();
    try {
      act(() => logout.click());
      await act(async () => undefined);
      expect(screen.getByRole('status')).toHaveTextContent('Logging out...');
      expect(localStorage.getItem('auth_token')).toBeNull();
      expect(jotaiStore.get(atoms.user)).toBeNull();
      expect(jotaiStore.get(atoms.isAuthenticated)).toBe(false);
      expect(calls.at(-1)).toMatchObject({ path: '/api/v2/logout', headers: { Authorization: 'Bearer tok' } });
      act(() => jest.advanceTimersByTime(1999));
      expect(location()).toBe('/student/dashboard');
      act(() => jest.advanceTimersByTime(1));
      expect(location()).toBe('/student/login');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('dashboard: the journey tracker', () => {
  it('puts a new student at the profile, with nothing waiting on the college', async () => {
    setup(aStudent());
    const journey = within(await screen.findByTestId('journey'));
    expect(journey.getByRole('heading', { name: 'Your admission journey' })).toBeInTheDocument();
    const steps = journey.getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('1. Profile'),
      expect.stringContaining('2. Registration fee'),
      expect.stringContaining('3. Verification'),
      expect.stringContaining('4. Admission form'),
      expect.stringContaining('5. Admission fee'),
      expect.stringContaining('6. Print'),
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('journey-next')).toHaveTextContent('Complete your profile');
    expect(screen.queryByTestId('journey-college')).not.toBeInTheDocument();
    // Before the fee is paid, the application row does not say the college is verifying.
    expect((await action()).queryByText('Wait For Verification')).not.toBeInTheDocument();
    expect((await action()).getByText('Pay the registration fee first')).toBeInTheDocument();
  });

  it('waits on the college once the fee is paid, with the date of the payment', async () => {
    setup(aProfiledStudent({ status: 0, transactions: [{ ...paidChalan, addedon: '2026-07-01 10:00:00' }] }));
    const journey = within(await screen.findByTestId('journey'));
    const steps = journey.getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent('01/07/2026');
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('journey-college')).toHaveTextContent('The college office is verifying');
  });

  it('speaks Hindi when the site language is Hindi', async () => {
    const { jotaiStore, atoms } = setup(aStudent());
    act(() => jotaiStore.set(atoms.language, 'hi'));
    const journey = await screen.findByTestId('journey');
    expect(journey).toHaveAttribute('lang', 'hi');
    expect(within(journey).getByRole('heading', { name: 'आपकी प्रवेश यात्रा' })).toBeInTheDocument();
    expect(screen.getByTestId('journey-next')).toHaveTextContent('अपनी प्रोफ़ाइल पूरी करें');
  });
});

describe('dashboard in Hindi', () => {
  it('gives every card, table, status and button in Hindi', async () => {
    const { jotaiStore, atoms } = setup(
      aProfiledStudent({
        status: 1,
        fee_to_pay: '1500.00',
        transactions: [
          { ...paidChalan, txnid: 'OLD', status: 'failure' },
          { ...paidChalan, txnid: 'NEW', status: 'success' },
        ],
      }),
    );
    act(() => jotaiStore.set(atoms.language, 'hi'));
    expect(await screen.findByRole('heading', { name: 'छात्र विवरण' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मेरे आवेदन' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मेरे लेन-देन' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'छात्र पोर्टल' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉगआउट' })).toBeInTheDocument();
    expect(screen.getByTestId('admission-status')).toHaveTextContent(/^स्वीकृत$/);
    expect(screen.getByTestId('chalan-status')).toHaveTextContent(/^सफल$/);
    expect((await action()).getByRole('link', { name: 'फ़ॉर्म भरें' })).toBeInTheDocument();
    const apps = within(screen.getByTestId('applications'));
    for (const head of ['पाठ्यक्रम', 'पंजीकरण शुल्क', 'स्थिति', 'कार्य']) {
      expect(apps.getByRole('columnheader', { name: head })).toBeInTheDocument();
    }
    const rows = within(screen.getByTestId('transactions')).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByTestId('attempt-status')).toHaveTextContent(/^भुगतान हो गया$/);
    expect(within(rows[2] as HTMLElement).getByTestId('attempt-status')).toHaveTextContent(/^असफल — कोई राशि नहीं कटी$/);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'रसीद देखें NEW' })).toBeInTheDocument();
    // No English word on a Hindi page's cards, and no build string.
    expect(screen.queryByText(/संस्करण|14\.10\.0/)).not.toBeInTheDocument();
    expect(screen.queryByText(/My Applications|Student Details|Registration Fee|Logout/)).not.toBeInTheDocument();
  });
});

describe('dashboard: the category', () => {
  it('names EWS and the level in words, in English and Hindi', async () => {
    const { jotaiStore, atoms } = setup(aProfiledStudent({ category: 'EWS' }));
    expect(await screen.findByText('Economically Weaker Section (EWS)')).toBeInTheDocument();
    expect(screen.getByText('Undergraduate')).toBeInTheDocument();
    expect(screen.queryByText('UG')).not.toBeInTheDocument();
    act(() => jotaiStore.set(atoms.language, 'hi'));
    expect(await screen.findByText('आर्थिक रूप से कमज़ोर वर्ग (EWS)')).toBeInTheDocument();
    expect(screen.getByText('स्नातक')).toBeInTheDocument();
  });
});

describe('dashboard: the acknowledgement of a submitted form', () => {
  const submitted = () =>
    aProfiledStudent({
      status: 1,
      fee_to_pay: '1500.00',
      is_admission_submitted: true,
      admission_form_code: 'AB12CD34',
      admission_form_number: 42,
      admission_submitted_at: '2026-11-23T06:30:00.000Z',
      transactions: [paidChalan],
    });

  it('confirms the form: number, date, course, what happens next and the provisional printout', async () => {
    setup(submitted());
    const notice = within(await screen.findByTestId('submitted-notice'));
    expect(notice.getByRole('heading', { name: 'Your admission form has been submitted' })).toBeInTheDocument();
    expect(notice.getByTestId('ack-form-number')).toHaveTextContent('42');
    expect(screen.getByTestId('submitted-notice')).toHaveTextContent('23/11/2026');
    expect(screen.getByTestId('ack-next')).toHaveTextContent('What happens next: Pay your admission fee.');
    expect(notice.getByRole('link', { name: 'Print provisional application' })).toHaveAttribute(
      'href',
      '/admission-form/print/AB12CD34',
    );
    // The application row says Submitted, with the form's number.
    expect(screen.getByTestId('form-submitted')).toHaveTextContent('Submitted Form No. 42');
  });

  it('says it in Hindi, and takes the focus straight after Submit', async () => {
    const { jotaiStore, atoms } = setup(submitted(), {}, '/student/dashboard?submitted=1');
    act(() => jotaiStore.set(atoms.language, 'hi'));
    const heading = await screen.findByRole('heading', { name: 'आपका प्रवेश फ़ॉर्म जमा हो गया है' });
    expect(screen.getByRole('link', { name: 'अस्थायी आवेदन प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByTestId('form-submitted')).toHaveTextContent('जमा किया गया फ़ॉर्म संख्या 42');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('is not shown before the form is submitted', async () => {
    setup(aProfiledStudent({ status: 1, transactions: [paidChalan] }));
    await screen.findByTestId('applications');
    expect(screen.queryByTestId('submitted-notice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('form-submitted')).not.toBeInTheDocument();
  });
});

describe('dashboard: a merit round', () => {
  const NOW = Date.parse('2026-11-27T10:00:00Z');
  const selection = (over: Partial<NonNullable<Student['selection']>> = {}): NonNullable<Student['selection']> => ({
    round: 1,
    status: 'offered',
    merit_rank: 7,
    index_marks: 8735,
    index_marks_text: '87.35',
    breakdown: {
      percentage: 8735,
      weightage: [],
      weightageClaimed: 0,
      cap: 500,
      capApplied: false,
      weightageTotal: 0,
      total: 8735,
    },
    label: { en: 'Open (UR)', hi: 'अनारक्षित (UR)' },
    compartment: 'UR',
    cut_offs: { UR: '85.00', SC: null, ST: null, OBC: '80.00', EWS: null },
    deadline: '2026-11-29T14:00:00.000Z',
    deadline_ist: '29/11/2026 19:30 IST',
    waiting: null,
    enrolment_no: null,
    fee_to_pay: '1250.00',
    ...over,
  });
  const merit = (sel: NonNullable<Student['selection']>, fee: string | null) =>
    aProfiledStudent({
      status: 1,
      is_admission_submitted: true,
      transactions: [paidChalan],
      fee_to_pay: fee,
      selection: sel,
    });

  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());

  it('offered: the card, the row and the tracker all say pay by the deadline', async () => {
    setup(merit(selection(), '1250.00'));
    const card = within(await screen.findByTestId('offer-card'));
    expect(card.getByTestId('offer-headline')).toHaveTextContent(/^You are offered a seat in round 1/);
    expect(card.getByTestId('offer-deadline')).toHaveTextContent('2 days 4 hours left');
    expect(card.getByRole('link', { name: 'Pay ₹1250.00' })).toBeInTheDocument();
    expect((await action()).getByRole('link', { name: 'Pay ₹1250.00' })).toBeInTheDocument();
    expect(screen.getByTestId('journey-next')).toHaveTextContent('pay your admission fee by 29/11/2026 19:30');
  });

  it('waiting: no Pay anywhere, and the tracker says what happens next', async () => {
    setup(
      merit(
        selection({ status: 'waiting', label: null, deadline: null, waiting: { in_category: 2, overall: 5 } }),
        null,
      ),
    );
    expect(await screen.findByTestId('offer-card')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect((await action()).getByTestId('no-offer')).toHaveTextContent('Waiting list');
    expect(screen.getByTestId('journey-next')).toHaveTextContent('you will be told by mail');
  });

  it('is not shown without a round', async () => {
    setup(aProfiledStudent());
    await screen.findByTestId('applications');
    expect(screen.queryByTestId('offer-card')).not.toBeInTheDocument();
  });
});
