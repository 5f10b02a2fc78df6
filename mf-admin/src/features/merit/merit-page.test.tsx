import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  CompartmentOutcome,
  IndexMarksBreakdownView,
  RoundOfferRecord,
  RoundPreview,
  RoundView,
  SelectionCompartment,
} from '@college/shared-types';
import { fakeApi, type ApiCall } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { MeritPage } from './merit-page';
import { indiaIso } from './merit-words';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const breakdown: IndexMarksBreakdownView = {
  percentage: 8735,
  weightage: [],
  weightageClaimed: 0,
  cap: 500,
  capApplied: false,
  weightageTotal: 0,
  total: 8735,
};

const outcome = (seats: number, offered: number, cut: number | null): CompartmentOutcome => ({
  seats,
  offered,
  vacant: seats - offered,
  cut_off: cut,
  cut_off_text: cut === null ? null : (cut / 100).toFixed(2),
  horizontal: {
    divyang: { count: 0, held: 0, short: 0 },
    freedomFighter: { count: 0, held: 0, short: 0 },
    defence: { count: 0, held: 0, short: 0 },
    women: { count: 0, held: 0, short: 0 },
  },
});

const compartments: Record<SelectionCompartment, CompartmentOutcome> = {
  UR: outcome(4, 1, 9120),
  SC: outcome(2, 0, null),
  ST: outcome(1, 0, null),
  OBC: outcome(2, 1, 8735),
  EWS: outcome(1, 0, null),
};

const preview: RoundPreview = {
  course: 'BCOM',
  year: 1,
  round: 2,
  standings: [
    {
      student_id: 13,
      form_number: 1003,
      name: 'Kavita Singh',
      category: 'SC',
      merit_rank: 3,
      index_marks: 8010,
      breakdown: { ...breakdown, percentage: 8010, total: 8010 },
      status: 'waiting',
      label: null,
      waiting: { in_category: 1, overall: 1 },
    },
  ],
  compartments,
  offers: [
    {
      student_id: 11,
      form_number: 1001,
      name: 'Asha Verma',
      compartment: 'UR',
      quota: null,
      label: { en: 'Open', hi: 'अनारक्षित' },
      merit_rank: 1,
      index_marks: 9120,
      breakdown: { ...breakdown, percentage: 9120, total: 9120 },
    },
    {
      student_id: 12,
      form_number: 1002,
      name: 'Ritu Yadav',
      compartment: 'OBC',
      quota: 'women',
      label: { en: 'OBC — women', hi: 'अन्य पिछड़ा वर्ग — महिला' },
      merit_rank: 2,
      index_marks: 8735,
      breakdown,
    },
  ],
};

const offer = (id: number, status: RoundOfferRecord['status']): RoundOfferRecord => ({
  ...preview.offers[id === 1 ? 0 : 1]!,
  id,
  status,
  deadline: '2026-11-20T12:00:00.000Z',
  deadline_ist: '20/11/2026 17:30 IST',
});

/** Round 1: its window over on 20/11/2026, still open (not yet closed), one admitted and one lapsed. */
const round1: RoundView = {
  ...preview,
  round: 1,
  id: 7,
  state: 'open',
  opens_at: '2026-11-18T04:30:00.000Z',
  closes_at: '2026-11-20T12:00:00.000Z',
  opens_at_ist: '18/11/2026 10:00 IST',
  closes_at_ist: '20/11/2026 17:30 IST',
  offers: [offer(1, 'admitted'), offer(2, 'lapsed')],
};

const matrix = (mode: 'merit' | 'direct', basis: 'index' | 'entrance' = 'index') => ({
  body: { data: { admission_mode: mode, merit_basis: basis, seats: 10, saved: true } },
});

function answers(over: {
  publish?: (c: ApiCall) => { status?: number; body: unknown };
  mode?: 'merit' | 'direct';
  basis?: 'index' | 'entrance';
  ranks?: (c: ApiCall) => { status?: number; body: unknown };
  preview?: RoundPreview;
}) {
  return {
    '/api/admin/seat-matrix/': () => matrix(over.mode ?? 'merit', over.basis),
    '/api/admin/selection/': (c: ApiCall) => {
      if (c.path.endsWith('/entrance-ranks')) {
        if (c.method === 'POST' && over.ranks) return over.ranks(c);
        return { body: { data: { merit_basis: 'entrance', imported_at: null, ranks: [] } } };
      }
      if (c.path.endsWith('/preview')) return { body: { data: over.preview ?? preview } };
      if (c.path.endsWith('/rounds') && c.method === 'POST') {
        return over.publish
          ? over.publish(c)
          : { body: { message: 'The round is published.', message_hi: 'चरण प्रकाशित हुआ।', data: round1 } };
      }
      if (c.path.endsWith('/rounds')) return { body: { data: [round1] } };
      return { body: { message: 'Done.', message_hi: 'हो गया।', data: round1 } };
    },
  };
}

describe('the merit rounds screen', () => {
  it('writes a date and time typed in India time as ISO with +05:30', () => {
    expect(indiaIso('2026-11-28T10:00')).toBe('2026-11-28T10:00:00+05:30');
    expect(indiaIso('2026-11-28T10:00:30')).toBe('2026-11-28T10:00:30+05:30');
    expect(indiaIso('')).toBeNull();
  });

  it('shows the rounds, previews the next one and publishes it with the window sent as ISO', async () => {
    const calls = fakeApi({ '/api/admin/me': meAnswer(aStaff('admin')), ...answers({}) });
    renderConsole(<MeritPage />, {
      path: '/admin/merit?course=BCOM&year=1',
      route: '/admin/merit',
      staff: aStaff('admin'),
      roles: [],
    });
    const rounds = await screen.findByTestId('merit-rounds');
    const row = within(rounds).getByRole('rowheader', { name: '1' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('18/11/2026 10:00 to 20/11/2026 17:30');
    expect(row).toHaveTextContent('Open');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['2', '1']));
    expect(screen.getByRole('button', { name: 'Close round 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reinstate the offer of form 1002' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const offers = await screen.findByTestId('merit-offers');
    expect(within(offers).getByText('OBC — women / अन्य पिछड़ा वर्ग — महिला')).toBeInTheDocument();
    expect(within(offers).getByText('87.35')).toBeInTheDocument();
    expect(within(offers).getByText('Ritu Yadav')).toBeInTheDocument();
    const cuts = screen.getByTestId('merit-cut-offs');
    const obc = within(cuts).getByRole('rowheader', { name: 'Other Backward Classes (OBC)' }).closest('tr')!;
    expect(obc).toHaveTextContent('87.35');
    expect(within(cuts).getByRole('rowheader', { name: 'Scheduled Castes (SC)' }).closest('tr')).toHaveTextContent(
      'No one offered',
    );
    // The waiting list: rank, name, category in words, index marks, place in the category and overall.
    const waiting = screen.getByTestId('merit-waiting');
    const kavita = within(waiting).getByRole('rowheader', { name: '1003' }).closest('tr')!;
    expect(
      within(kavita)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', 'Kavita Singh', 'Scheduled Castes (SC)', '80.10', '1', '1']);

    fireEvent.change(screen.getByLabelText('Payment opens (India time)'), { target: { value: '2026-11-28T10:00' } });
    fireEvent.change(screen.getByLabelText('Payment closes (India time)'), { target: { value: '2026-12-01T17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish round' }));
    // Nothing is published before the confirmation, which states the round, the offers and the window.
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish round 2?' });
    expect(within(dialog).getByTestId('confirm-question')).toHaveTextContent(
      'Publish round 2 for B.Com. year 1: 2 offers, window 28/11/2026 10:00 – 01/12/2026 17:30 IST?',
    );
    expect(within(dialog).getByTestId('confirm-other-language')).toHaveAttribute('lang', 'hi');
    expect(within(dialog).getByTestId('confirm-other-language')).toHaveTextContent('वर्ष 1 का चरण 2 प्रकाशित करें: 2 आवंटन');
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/rounds'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/rounds'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Publish round' }));
    const again = await screen.findByRole('alertdialog', { name: 'Publish round 2?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Publish round' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/rounds'))).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.path.endsWith('/rounds'))!;
    expect(post.path).toBe('/api/admin/selection/BCOM/1/rounds');
    expect(post.body).toEqual({ opens_at: '2026-11-28T10:00:00+05:30', closes_at: '2026-12-01T17:30:00+05:30' });
    expect(await screen.findByText('The round is published.')).toBeInTheDocument();
  });

  it('lets an accounts user read the rounds and preview, without Close, Reinstate or Publish', async () => {
    fakeApi({ '/api/admin/me': meAnswer(aStaff('accounts')), ...answers({}) });
    renderConsole(<MeritPage />, { path: '/admin/merit', staff: aStaff('accounts'), roles: ['verifier', 'accounts'] });
    await screen.findByTestId('merit-rounds');
    expect(screen.queryByRole('button', { name: /Close round/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reinstate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish round' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });

  it('says a directly admitted course has no rounds, with a link to the seat matrix', async () => {
    const calls = fakeApi({ '/api/admin/me': meAnswer(aStaff('admin')), ...answers({ mode: 'direct' }) });
    renderConsole(<MeritPage />, {
      path: '/admin/merit?course=BCOM&year=1',
      route: '/admin/merit',
      staff: aStaff('admin'),
      roles: [],
    });
    expect(await screen.findByText(/This course admits directly/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /seat matrix/ })).toHaveAttribute(
      'href',
      '/admin/seats?course=BCOM&year=1',
    );
    expect(calls.some((c) => c.path.startsWith('/api/admin/selection/'))).toBe(false);
  });

  it('shows a refusal in Hindi when the console is in Hindi', async () => {
    fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      ...answers({
        publish: () => ({
          status: 409,
          body: {
            code: 'round_open',
            message: 'A round is still open for this course and year.',
            message_hi: 'इस पाठ्यक्रम और वर्ष का एक चरण अभी खुला है।',
          },
        }),
      }),
    });
    renderConsole(<MeritPage />, { path: '/admin/merit', staff: aStaff('admin'), roles: [], language: 'hi' });
    await screen.findByTestId('merit-rounds');
    fireEvent.change(screen.getByLabelText('भुगतान आरंभ (भारतीय समय)'), { target: { value: '2026-11-28T10:00' } });
    fireEvent.change(screen.getByLabelText('भुगतान समाप्त (भारतीय समय)'), { target: { value: '2026-12-01T17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'चरण प्रकाशित करें' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'चरण 2 प्रकाशित करें?' });
    expect(within(dialog).getByTestId('confirm-question')).toHaveTextContent(
      'वाणिज्य स्नातक वर्ष 1 का चरण 2 प्रकाशित करें: 2 आवंटन, अवधि 28/11/2026 10:00 – 01/12/2026 17:30 IST?',
    );
    expect(within(dialog).getByTestId('confirm-other-language')).toHaveAttribute('lang', 'en');
    fireEvent.click(within(dialog).getByRole('button', { name: 'चरण प्रकाशित करें' }));
    expect(await screen.findByText('इस पाठ्यक्रम और वर्ष का एक चरण अभी खुला है।')).toBeVisible();
    expect(screen.queryByText('A round is still open for this course and year.')).toBeNull();
  });
});

describe('the admin’s actions on a round', () => {
  it('reinstates a lapsed offer with a new deadline and releases vacant seats to the open category', async () => {
    const calls = fakeApi({ '/api/admin/me': meAnswer(aStaff('admin')), ...answers({}) });
    renderConsole(<MeritPage />, { path: '/admin/merit', staff: aStaff('admin'), roles: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Reinstate the offer of form 1002' }));
    const form = screen.getByRole('form', { name: 'Reinstate the offer of form 1002' });
    fireEvent.change(within(form).getByLabelText('New deadline (India time)'), {
      target: { value: '2026-12-02T17:00' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Reinstate the offer of form 1002' }));
    const confirmReinstate = await screen.findByRole('alertdialog', { name: 'Reinstate the offer?' });
    expect(within(confirmReinstate).getByTestId('confirm-question')).toHaveTextContent(
      'Reinstate the offer of form 1002 (Ritu Yadav) in round 1, to be paid by 02/12/2026 17:00 IST?',
    );
    expect(calls.some((c) => c.path.endsWith('/reinstate'))).toBe(false);
    fireEvent.click(within(confirmReinstate).getByRole('button', { name: 'Reinstate' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/reinstate'))).toBe(true));
    const reinstate = calls.find((c) => c.path.endsWith('/reinstate'))!;
    expect(reinstate.path).toBe('/api/admin/selection/BCOM/1/rounds/1/offers/2/reinstate');
    expect(reinstate.body).toEqual({ closes_at: '2026-12-02T17:00:00+05:30' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'OBC' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Seats \(leave empty/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    const confirmRelease = await screen.findByRole('alertdialog', { name: 'Release seats?' });
    expect(within(confirmRelease).getByTestId('confirm-question')).toHaveTextContent(
      'Give 1 vacant Other Backward Classes (OBC) seats of B.Com. year 1 to the open category (UR) for later rounds?',
    );
    expect(calls.some((c) => c.path.endsWith('/release'))).toBe(false);
    fireEvent.click(within(confirmRelease).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/release'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/release'))!.body).toEqual({ compartment: 'OBC', seats: 1 });
  });
});

describe('closing a round', () => {
  it('asks first, saying how many unpaid offers lapse, and closes only when confirmed', async () => {
    const calls = fakeApi({ '/api/admin/me': meAnswer(aStaff('admin')), ...answers({}) });
    renderConsole(<MeritPage />, { path: '/admin/merit', staff: aStaff('admin'), roles: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Close round 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close round 1?' });
    expect(within(dialog).getByTestId('confirm-question')).toHaveTextContent(
      'Close round 1 for B.Com. year 1: 0 unpaid offers lapse?',
    );
    // Escape closes the dialog, nothing done.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.path.endsWith('/close'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close round 1' }));
    const again = await screen.findByRole('alertdialog', { name: 'Close round 1?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Close round 1' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/rounds/1/close'))).toBe(true));
  });
});

describe('an entrance course', () => {
  it('imports the rank list, lists the bad rows of a refused file, and shows who has no rank', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      ...answers({
        basis: 'entrance',
        preview: {
          ...preview,
          basis: 'entrance',
          unranked: [{ student_id: 20, form_number: 1020, name: 'Sunita Pal', category: 'OBC' }],
        },
        ranks: () => ({
          status: 400,
          body: {
            code: 'entrance_ranks_invalid',
            message: '1 rows of the file cannot be taken; nothing was imported. Correct them and import again.',
            message_hi: 'फ़ाइल की 1 पंक्तियाँ स्वीकार नहीं की जा सकतीं; कुछ भी आयात नहीं हुआ। उन्हें सुधारकर फिर आयात करें।',
            rows: [
              {
                row: 3,
                code: 'duplicate_rank',
                reason: { en: 'This rank is given to another row too.', hi: 'यह रैंक किसी अन्य पंक्ति को भी दी गई है।' },
              },
            ],
          },
        }),
      }),
    });
    renderConsole(<MeritPage />, {
      path: '/admin/merit?course=MSCBOT&year=1',
      route: '/admin/merit',
      staff: aStaff('admin'),
      roles: [],
    });
    expect(await screen.findByText('No rank list has been imported yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import ranks' }));
    expect(await screen.findByText('Choose a file or paste the list first.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/entrance-ranks'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Or paste the rank list'), {
      target: { value: 'form_no,rank,category\n1,1,GENERAL\n2,1,GENERAL' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import ranks' }));
    const bad = await screen.findByTestId('entrance-bad-rows');
    expect(within(bad).getByRole('rowheader', { name: '3' }).closest('tr')).toHaveTextContent(
      'This rank is given to another row too.',
    );
    const post = calls.find((c) => c.method === 'POST' && c.path.endsWith('/entrance-ranks'))!;
    expect(post.path).toBe('/api/admin/selection/MSCBOT/1/entrance-ranks');
    expect(post.body).toEqual({ csv: 'form_no,rank,category\n1,1,GENERAL\n2,1,GENERAL' });

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const unranked = await screen.findByTestId('merit-unranked');
    expect(within(unranked).getByRole('rowheader', { name: '1020' }).closest('tr')).toHaveTextContent(
      'No entrance rank',
    );
  });
});
