import { fireEvent, screen, within } from '@testing-library/react';
import type { MeritListPage as Answer, MeritListRow } from '@college/shared-types';
import { fakeApi } from '@college/web-kit/testing';
import { renderWithShell } from '../../app/test-shell';
import { ParamsProvider } from '@college/web-kit/routing';
import { MeritListPage } from './merit-list-page';

const row = (i: number, status: MeritListRow['status']): MeritListRow => ({
  form_number: 1000 + i,
  name: `Applicant ${i}`,
  category: 'OBC',
  compartment: status === 'waiting' ? null : { en: 'OBC', hi: 'अन्य पिछड़ा वर्ग' },
  index_marks: '88.50',
  rank: i,
  status,
});

function answer(
  page: number,
  rows: MeritListRow[],
  q: string | null = null,
  releases: Answer['releases'] = [],
): { body: { data: Answer } } {
  return {
    body: {
      data: {
        course: 'BCOM',
        course_name: { en: 'Bachelor of Commerce', hi: 'वाणिज्य स्नातक' },
        year: 1,
        round: 2,
        published_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-21T10:00:00.000Z',
        state: 'open',
        count: 150,
        path: '/merit-list/BCOM/1/2',
        total: q ? rows.length : 150,
        page,
        pages: q ? 1 : 2,
        per_page: 100,
        q,
        releases,
        rows,
      },
    },
  };
}

const show = (language: 'en' | 'hi' = 'en') =>
  renderWithShell(
    <ParamsProvider value={{ course: 'BCOM', year: '1', round: '2' }}>
      <MeritListPage />
    </ParamsProvider>,
    { language },
  );

describe('a published merit list', () => {
  it('shows the rows by rank with their status in the chosen language, the downloads and a pager', async () => {
    const calls = fakeApi({
      '/api/v1/merit-lists/BCOM/1/2': (call) =>
        call.query.page === '2'
          ? answer(2, [row(101, 'waiting')])
          : answer(1, [row(1, 'admitted'), row(2, 'lapsed'), row(3, 'waiting')]),
    });
    const { banner } = show('hi');
    const table = await screen.findByTestId('merit-list');
    expect(banner()).toEqual({ title: 'मेरिट सूची: वाणिज्य स्नातक, वर्ष 1, चरण 2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[6]!.textContent)).toEqual([
      'प्रवेशित',
      'आवंटन समाप्त',
      'प्रतीक्षारत',
    ]);
    // The category in words, not its code; the compartment beside it.
    expect(within(rows[0]!).getAllByRole('cell')[3]).toHaveTextContent(/^अन्य पिछड़ा वर्ग$/);
    expect(within(rows[0]!).getAllByRole('cell')[4]).toHaveTextContent('अन्य पिछड़ा वर्ग');
    expect(screen.getByRole('link', { name: 'सीएसवी डाउनलोड करें' })).toHaveAttribute(
      'href',
      '/api/v1/merit-lists/BCOM/1/2/csv',
    );
    expect(screen.getByRole('link', { name: /प्रिंट करें या पीडीएफ़ सहेजें/ })).toHaveAttribute(
      'href',
      '/api/v1/merit-lists/BCOM/1/2/print?lang=hi',
    );
    fireEvent.click(screen.getByRole('button', { name: 'अगला पृष्ठ' }));
    expect(await screen.findByText('Applicant 101')).toBeInTheDocument();
    expect(calls.at(-1)!.query).toEqual({ page: '2' });
    expect(screen.getByText('पृष्ठ 2 / 2')).toBeInTheDocument();
  });

  it('searches a form number, refusing anything but digits without asking the server', async () => {
    const calls = fakeApi({
      '/api/v1/merit-lists/BCOM/1/2': (call) =>
        call.query.q ? answer(1, [row(7, 'offered')], call.query.q) : answer(1, [row(1, 'offered')]),
    });
    show();
    await screen.findByTestId('merit-list');
    const box = screen.getByLabelText('Search by form number');
    fireEvent.change(box, { target: { value: '10a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the form number in digits only.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(1);
    fireEvent.change(box, { target: { value: '1007' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 found for form number 1007')).toBeInTheDocument();
    expect(calls.at(-1)!.query).toEqual({ q: '1007' });
    expect(screen.getByText('Applicant 7')).toBeInTheDocument();
  });

  it('says a round not published, in the page language', async () => {
    fakeApi({
      '/api/v1/merit-lists/BCOM/1/2': {
        status: 404,
        body: { code: 'merit_list_not_published', message: 'No merit list…', message_hi: 'कोई मेरिट सूची प्रकाशित नहीं' },
      },
    });
    show('hi');
    expect(await screen.findByRole('alert')).toHaveTextContent('कोई मेरिट सूची प्रकाशित नहीं');
  });

  it('names the seats released to the open category for the round, the page’s language first', async () => {
    const releases: Answer['releases'] = [
      { compartment: 'SC', seats: 3, from_round: 1 },
      { compartment: 'EWS', seats: 1, from_round: 1 },
    ];
    fakeApi({ '/api/v1/merit-lists/BCOM/1/2': answer(1, [row(1, 'offered')], null, releases) });
    show('hi');
    const box = await screen.findByTestId('merit-list-releases');
    expect(within(box).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^अनारक्षित श्रेणी को दी गई सीटें\s*Seats released to the open category$/,
    );
    const items = within(box).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toBe(
      'इस चरण के लिए अनुसूचित जाति की 3 सीटें अनारक्षित (UR) श्रेणी को दी गईं (चरण 1 के बाद रिक्त)' +
        '3 seats of SC released to the open category (UR) for this round (vacant after round 1)',
    );
    expect(within(items[0]!).getByText(/^3 seats of SC/)).toHaveAttribute('lang', 'en');
    expect(items[1]!).toHaveTextContent('1 सीट अनारक्षित (UR) श्रेणी को दी गई');
    expect(items[1]!).toHaveTextContent('1 seat of EWS released');
  });

  it('names no release when the round had none', async () => {
    fakeApi({ '/api/v1/merit-lists/BCOM/1/2': answer(1, [row(1, 'offered')]) });
    show();
    await screen.findByTestId('merit-list');
    expect(screen.queryByTestId('merit-list-releases')).toBeNull();
    expect(screen.queryByText(/released to the open category/)).toBeNull();
  });
});
