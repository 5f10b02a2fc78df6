import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SEAT_MATRIX_DEFAULTS, previewSeatMatrix, type SeatMatrixRecord } from '@college/shared-types';
import { fakeApi, type ApiCall } from '@college/web-kit/testing';
import { aStaff, meAnswer, renderConsole } from '../../testing/render-console';
import { SeatMatrixPage, toHundredths } from './seat-matrix-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function record(course: string, year: number, over: Partial<SeatMatrixRecord> = {}): SeatMatrixRecord {
  const seats = over.seats ?? 240;
  const base = {
    ...SEAT_MATRIX_DEFAULTS,
    admission_mode: 'direct' as const,
    merit_basis: 'index' as const,
    seats,
    ...over,
  };
  const preview = previewSeatMatrix(base.seats, base.vertical, base.horizontal);
  if (!preview.ok) throw new Error('bad fixture');
  return { ...base, course, year, saved: true, updated_at: '2026-11-24T10:00:00Z', matrix: preview.matrix };
}

const matrixAnswer = (c: ApiCall) => {
  const [, course, year] = /seat-matrix\/([^/]+)\/(\d+)/.exec(c.path) ?? [];
  if (c.method === 'PUT') {
    const body = c.body as Omit<SeatMatrixRecord, 'course' | 'year' | 'matrix' | 'saved' | 'updated_at'>;
    return { body: { message: 'Seat matrix saved.', data: record(course!, Number(year), body) } };
  }
  return { body: { data: record(course!, Number(year), course === 'MCOM' ? { seats: 60 } : {}) } };
};

const cell = (row: string, column: number) => {
  const table = screen.getByTestId('seat-matrix-table');
  const tr = within(table).getByRole('rowheader', { name: row }).closest('tr') as HTMLElement;
  return within(tr).getAllByRole('cell')[column]?.textContent;
};

describe('the seat matrix screen', () => {
  it('reads percentages and points with at most two decimals', () => {
    expect(toHundredths('21')).toBe(2100);
    expect(toHundredths('2.5')).toBe(250);
    expect(toHundredths(' 0.05 ')).toBe(5);
    expect(toHundredths('-1')).toBe(-100);
    expect(toHundredths('2.555')).toBeNull();
    expect(toHundredths('abc')).toBeNull();
    expect(toHundredths('')).toBeNull();
  });

  it('shows the matrix, works it out again as the figures change, and saves them as the API takes them', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      '/api/admin/seat-matrix/': matrixAnswer,
    });
    renderConsole(<SeatMatrixPage />, { path: '/admin/seats', staff: aStaff('admin'), roles: [] });
    const seats = await screen.findByRole('textbox', { name: 'Total seats' });
    expect(seats).toHaveValue('240');
    expect(screen.getByRole('textbox', { name: /Scheduled Castes \(SC\)/ })).toHaveValue('21');
    expect(screen.getByRole('textbox', { name: /Divyang \(persons with disabilities\)/ })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: /National Cadet Corps/ })).toHaveValue('3');
    expect(screen.getByRole('radio', { name: /Direct admission/ })).toBeChecked();
    // 240: SC 50, ST 5, OBC 65, EWS 24, Open (UR) 96; women in UR 19.
    expect(cell('Open (UR)', 0)).toBe('96');
    expect(cell('Open (UR)', 4)).toBe('19');
    expect(cell('Total', 0)).toBe('240');

    fireEvent.change(seats, { target: { value: '100' } });
    // 100: SC 21, ST 2, OBC 27, EWS 10, UR 40; women in UR 8.
    expect(cell('Open (UR)', 0)).toBe('40');
    expect(cell('Scheduled Castes (SC)', 0)).toBe('21');
    expect(cell('Open (UR)', 4)).toBe('8');
    expect(cell('Total', 0)).toBe('100');

    // Reserved seats above the total: the rule's own words, and no table.
    fireEvent.change(screen.getByRole('textbox', { name: /Other Backward Classes/ }), { target: { value: '80' } });
    expect(await screen.findByText('The reserved seats add up to more than the seats of the course.')).toBeVisible();
    expect(screen.queryByTestId('seat-matrix-table')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Other Backward Classes/ }), { target: { value: '27.5' } });
    fireEvent.click(screen.getByRole('radio', { name: /By merit list/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Most points in all' }), { target: { value: '6' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/seat-matrix/BCOM/1');
    // A UG course has no choice of merit basis: index marks.
    expect(screen.queryByRole('radiogroup', { name: /merit list follows/ })).toBeNull();
    expect(put.body).toEqual({
      seats: 100,
      admission_mode: 'merit',
      merit_basis: 'index',
      vertical: { SC: 2100, ST: 200, OBC: 2750, EWS: 1000 },
      horizontal: { divyang: 500, freedomFighter: 200, defence: 500, women: 2000 },
      weightage: { points: { 'N.C.C': 300, 'N.S.S': 200, Sports: 300, Scout: 200 }, cap: 600 },
    });
    expect(await screen.findByText('Seat matrix saved.')).toBeInTheDocument();
  });

  it('offers a PG course its two years only, and loads the course and year chosen', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      '/api/admin/seat-matrix/': matrixAnswer,
    });
    renderConsole(<SeatMatrixPage />, { path: '/admin/seats', staff: aStaff('admin'), roles: [] });
    await screen.findByRole('textbox', { name: 'Total seats' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Course' }), { target: { value: 'MCOM' } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Total seats' })).toHaveValue('60'));
    const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect(years.map((o) => o.textContent)).toEqual(['Year 1', 'Year 2']);
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toContain('/api/admin/seat-matrix/MCOM/1');
  });

  it('lets a PG course admitted by merit follow the university’s entrance rank', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      '/api/admin/seat-matrix/': (c: ApiCall) =>
        c.method === 'PUT'
          ? matrixAnswer(c)
          : { body: { data: record('MSCBOT', 1, { seats: 30, admission_mode: 'merit' }) } },
    });
    renderConsole(<SeatMatrixPage />, {
      path: '/admin/seats?course=MSCBOT&year=1',
      route: '/admin/seats',
      staff: aStaff('admin'),
      roles: [],
    });
    fireEvent.click(await screen.findByRole('radio', { name: /entrance rank/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      admission_mode: 'merit',
      merit_basis: 'entrance',
    });
  });

  it('refuses to send a figure it cannot read, and shows the API’s refusal in Hindi', async () => {
    const calls = fakeApi({
      '/api/admin/me': meAnswer(aStaff('admin')),
      '/api/admin/seat-matrix/': (c) =>
        c.method === 'PUT'
          ? {
              status: 400,
              body: {
                code: 'horizontal_exceed_seats',
                message: 'The horizontal reservation asks for more seats than the category has.',
                message_hi: 'क्षैतिज आरक्षण की सीटें उस वर्ग की सीटों से अधिक हैं।',
              },
            }
          : matrixAnswer(c),
    });
    renderConsole(<SeatMatrixPage />, { path: '/admin/seats', staff: aStaff('admin'), roles: [], language: 'hi' });
    const seats = await screen.findByRole('textbox', { name: 'कुल सीटें' });
    expect(screen.getByRole('textbox', { name: /दिव्यांग/ })).toHaveValue('5');
    expect(screen.getByRole('rowheader', { name: 'अनारक्षित' })).toBeInTheDocument();
    fireEvent.change(seats, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'सहेजें' }));
    expect(await screen.findByText('सहेजने से पहले चिह्नित आँकड़े ठीक करें।')).toBeVisible();
    expect(screen.getByText('सीटों की पूर्ण संख्या लिखें।')).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(seats, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'सहेजें' }));
    expect(await screen.findByText('क्षैतिज आरक्षण की सीटें उस वर्ग की सीटों से अधिक हैं।')).toBeVisible();
  });
});
