import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryImage } from '@college/shared-types';
import { fakeApi } from '@college/web-kit/testing';
import { renderWithShell } from '../../app/test-shell';
import { ParamsProvider } from '@college/web-kit/routing';
import { GalleryPage } from './gallery-page';

const img = (id: number, title: string, post_link: string | null = null): GalleryImage => ({
  id,
  title,
  description: `Photo ${id}`,
  image_link: `https://example.org/${id}.jpg`,
  post_link,
});
const images = [
  img(1, 'Annual Function'),
  img(2, 'Sports Day'),
  img(3, 'Annual Function', 'https://facebook.com/post/3'),
  img(4, 'Annual Function'),
  img(5, 'Annual Function'),
];

function open(slug: string) {
  return renderWithShell(
    <ParamsProvider value={{ slug }}>
      <GalleryPage />
    </ParamsProvider>,
    { gallery_images: images },
  );
}

describe('GalleryPage', () => {
  it('lists the images of its title; one with post_link opens it in a new tab as View Post', () => {
    const { banner } = open('annual-function');
    expect(banner()).toEqual({ title: 'Annual Function' });
    const grid = screen.getByTestId('gallery-grid');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    expect(within(grid).queryByText('Photo 2')).toBeNull();
    const post = within(grid).getByRole('link', { name: /View Post/ });
    expect(post).toHaveAttribute('href', 'https://facebook.com/post/3');
    expect(post).toHaveAttribute('target', '_blank');
  });

  it('opens the lightbox; previous is disabled on the first image and next on the last', async () => {
    const user = userEvent.setup();
    open('annual-function');
    await user.click(screen.getByRole('button', { name: /Photo 1/ }));
    const dialog = screen.getByRole('dialog', { name: 'Image 1 of 3' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://example.org/1.jpg');
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await user.keyboard('{ArrowRight}');
    // The image with a post link is not in the lightbox: 1, 4, 5.
    expect(screen.getByRole('dialog', { name: 'Image 3 of 3' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute('src', 'https://example.org/5.jpg');
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Image 3 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Image 2 of 3' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the office's videos for the Video type, each played only when asked", async () => {
    fakeApi({
      '/api/v1/get-store-videos': {
        status: 200,
        body: { data: [{ id: 7, title: 'वार्षिकोत्सव 2026', url: 'https://player.vimeo.com/video/76979871' }] },
      },
    });
    const user = userEvent.setup();
    open('video');
    expect(await screen.findByRole('heading', { name: 'वार्षिकोत्सव 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sample Video' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Play/ }));
    expect(screen.getByTitle('वार्षिकोत्सव 2026')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  it('shows the two sample videos when the office has added none', async () => {
    fakeApi({ '/api/v1/get-store-videos': { status: 200, body: { data: [] } } });
    open('video');
    expect(await screen.findAllByRole('heading', { name: 'Sample Video' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /Play/ })).toHaveLength(2);
  });
});
