import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Staff } from '@college/shared-types';
import { renderWithShell } from '../../app/test-shell';
import { ParamsProvider } from '@college/web-kit/routing';
import { FacultyPage } from './faculty-page';

const staff = (id: number, over: Partial<Staff> = {}): Staff => ({
  id,
  name: `Teacher ${id}`,
  department: 'Physics',
  designation: 'Assistant Professor',
  email: `t${id}@example.ac.in`,
  mobile: '9876543210',
  stream: 'Science',
  image_link: null,
  bio_data: null,
  ...over,
});

function show(slug: string, staffs: Staff[]) {
  return renderWithShell(
    <ParamsProvider value={{ stream: slug }}>
      <FacultyPage />
    </ParamsProvider>,
    { staffs },
  );
}

describe('faculty page', () => {
  it('shows a card per staff member of the stream, titled by the stream', () => {
    const { banner } = show('science', [staff(1), staff(2, { stream: 'Commerce' }), staff(4)]);
    expect(banner()).toEqual({ title: 'Faculty of Science' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Teacher 1', 'Teacher 4']);
  });

  it("links the staff member's bio-data, and disables 'Bio Data Not Available' when there is none", () => {
    show('science', [staff(1, { bio_data: '/api/media/biodata-staff-1.pdf' }), staff(3, { bio_data: '' })]);
    const withLink = screen.getByRole('article', { name: 'Teacher 1' });
    expect(within(withLink).getByRole('link', { name: /Bio Data/ })).toHaveAttribute(
      'href',
      '/api/media/biodata-staff-1.pdf',
    );
    const without = screen.getByRole('article', { name: 'Teacher 3' });
    expect(within(without).getByRole('button', { name: 'Bio Data Not Available' })).toBeDisabled();
  });

  it("shows 'Not available' and 'Not specified' for missing details and a placeholder photo", () => {
    show('science', [staff(5, { email: null, mobile: '', department: null, image_link: null })]);
    const card = screen.getByRole('article', { name: 'Teacher 5' });
    expect(within(card).getAllByText('Not available')).toHaveLength(2);
    expect(within(card).getByText('Not specified')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Teacher 5' })).toHaveAttribute('src', 'test-file-stub');
  });

  it('turns a card with its button', async () => {
    const user = userEvent.setup();
    show('science', [staff(1)]);
    const card = screen.getByRole('article', { name: 'Teacher 1' });
    await user.click(within(card).getByRole('button', { name: /Show details/ }));
    expect(card).toHaveAttribute('data-flipped', 'true');
    expect(within(card).getByRole('button', { name: /Show photo/ })).toBeInTheDocument();
  });
});
