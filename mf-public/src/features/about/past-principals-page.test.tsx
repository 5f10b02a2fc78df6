import { screen, within } from '@testing-library/react';
import { fakeApi } from '@college/web-kit/testing';
import { renderWithShell } from '../../app/test-shell';
import { PastPrincipalsPage } from './past-principals-page';
import { HolidaysPage } from '../academic/holidays-page';

describe('content pages fed by the office', () => {
  it('lists the former principals of the content call, numbered, with their tenure', async () => {
    fakeApi({
      '/api/v1/get-past-principals': {
        status: 200,
        body: {
          data: [
            {
              id: 1,
              name_en: 'Dr. R. K. Sharma',
              name_hi: 'डॉ. आर. के. शर्मा',
              from_date: '12/08/1997',
              to_date: '30/06/1999',
            },
            { id: 2, name_en: 'Dr. New Name', name_hi: 'डॉ. नया नाम', from_date: '01/04/2024', to_date: null },
          ],
        },
      },
    });
    renderWithShell(<PastPrincipalsPage />);
    const row = (await screen.findByRole('cell', { name: 'Dr. New Name' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '01/04/2024' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Dr. R. K. Sharma' })).toBeInTheDocument();
  });

  it("embeds the office's holiday PDF and lists its rows", async () => {
    fakeApi({
      '/api/v1/get-holidays': {
        status: 200,
        body: {
          data: {
            pdf: '/api/media/documents/0123456789abcdef0123456789abcdef.pdf',
            rows: [{ id: 1, date: '2026-01-26', name_en: 'Republic Day', name_hi: 'गणतंत्र दिवस' }],
          },
        },
      },
    });
    renderWithShell(<HolidaysPage />);
    expect(await screen.findByRole('cell', { name: 'Republic Day' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '26/01/2026' })).toBeInTheDocument();
    expect(screen.getByTitle('List of Holidays (PDF)')).toHaveAttribute(
      'src',
      '/api/media/documents/0123456789abcdef0123456789abcdef.pdf',
    );
  });

  it('keeps the released holiday PDF when the office set none', async () => {
    fakeApi({ '/api/v1/get-holidays': { status: 200, body: { data: { pdf: null, rows: [] } } } });
    renderWithShell(<HolidaysPage />);
    expect(await screen.findByTitle('List of Holidays (PDF)')).toHaveAttribute('src', 'test-file-stub');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
