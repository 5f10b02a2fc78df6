import { render, screen, within } from '@testing-library/react';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('shows an https value as a 100 px image, a PDF link as a View PDF button and the rest as text', () => {
    render(
      <DataTable
        caption="Documents"
        columns={[
          { key: 'sno', label: 'S.No' },
          { key: 'topic', label: 'Topic' },
          { key: 'file', label: 'File' },
        ]}
        rows={[
          { sno: 1, topic: 'College photograph', file: 'https://example.org/photo.jpg' },
          { sno: 2, topic: 'NIRF data', file: 'https://example.org/nirf.pdf' },
          { sno: 3, topic: 'Plain', file: 'to follow' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Documents' });
    const [, photo, pdf, plain] = within(table).getAllByRole('row');
    const img = within(photo as HTMLElement).getByRole('img', { name: 'College photograph' });
    expect(img).toHaveAttribute('src', 'https://example.org/photo.jpg');
    expect(img).toHaveAttribute('width', '100');
    const button = within(pdf as HTMLElement).getByRole('link', { name: /View PDF/ });
    expect(button).toHaveAttribute('href', 'https://example.org/nirf.pdf');
    expect(button).toHaveAttribute('target', '_blank');
    expect(within(pdf as HTMLElement).queryByRole('img')).toBeNull();
    expect(plain).toHaveTextContent('to follow');
    expect(within(plain as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('can be scrolled by keyboard on a phone', () => {
    render(<DataTable caption="Holidays" columns={[{ key: 'a', label: 'A' }]} rows={[{ a: 'x' }]} />);
    expect(screen.getByRole('region', { name: 'Holidays' })).toHaveAttribute('tabindex', '0');
  });
});
