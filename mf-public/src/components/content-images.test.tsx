// Content images on the public pages (decision 018): WebP and JPEG copies for the screen's width, the size given
// (no layout shift), the first slide fetched first and every other picture lazily.
import { fireEvent, screen, within } from '@testing-library/react';
import type { Staff } from '@college/shared-types';
import { renderWithShell } from '../app/test-shell';
import { ParamsProvider } from '@college/web-kit/routing';
import { BannerSlider } from '../features/home/banner-slider';
import { FacultyPage } from '../features/faculty/faculty-page';

// Swiper ships as ES modules only; the slider's markup is what is checked here.
jest.mock('swiper', () => jest.fn().mockImplementation(() => ({ destroy: jest.fn(), autoplay: {} })));
jest.mock('swiper/modules', () => ({ Autoplay: {}, EffectFade: {} }));
jest.mock('swiper/css', () => ({}), { virtual: true });
jest.mock('swiper/css/effect-fade', () => ({}), { virtual: true });

const slide = (hash: string) => `/api/media/images/${hash.repeat(20)}-1600x600.jpg`;

describe('content images', () => {
  it('fetches the first slide first and at once, the others lazily, each from its WebP and JPEG copies', () => {
    const { container } = renderWithShell(
      <BannerSlider slides={[slide('a'), slide('b'), slide('c')].map((src) => ({ src, caption: '' }))} />,
    );
    const images = [...container.querySelectorAll('.swiper-slide img')];
    expect(images).toHaveLength(3);
    const [first, ...others] = images;
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    for (const img of others) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
    for (const img of images) {
      expect(img).toHaveAttribute('width', '1280');
      expect(img).toHaveAttribute('height', '480');
      expect(img.getAttribute('srcset')).toMatch(
        /-1600x600-480\.jpg 480w, .*-1600x600-960\.jpg 960w, .*-1600x600-1600\.jpg 1600w$/,
      );
      const source = img.parentElement!.querySelector('source')!;
      expect(source).toHaveAttribute('type', 'image/webp');
      expect(source.getAttribute('srcset')).toContain('-1600x600-480.webp 480w');
      expect(source).toHaveAttribute('sizes', '100vw');
    }
  });

  it('shows a staff photo at its card size from the copies, and the placeholder when it cannot be fetched', () => {
    const staff: Staff = {
      id: 1,
      name: 'Teacher 1',
      department: 'Physics',
      designation: 'Assistant Professor',
      email: null,
      mobile: null,
      stream: 'Science',
      image_link: `/api/media/images/${'d'.repeat(20)}-400x480.jpg`,
      bio_data: null,
    };
    renderWithShell(
      <ParamsProvider value={{ stream: 'science' }}>
        <FacultyPage />
      </ParamsProvider>,
      { staffs: [staff] },
    );
    const photo = within(screen.getByRole('article', { name: 'Teacher 1' })).getByRole('img', { name: 'Teacher 1' });
    expect(photo).toHaveAttribute('sizes', '180px');
    expect(photo).toHaveAttribute('width', '180');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo.getAttribute('srcset')).toContain(`${'d'.repeat(20)}-400x480-400.jpg 400w`);
    fireEvent.error(photo);
    const fallback = within(screen.getByRole('article', { name: 'Teacher 1' })).getByRole('img', { name: 'Teacher 1' });
    expect(fallback).toHaveAttribute('src', 'test-file-stub');
    expect(fallback).not.toHaveAttribute('srcset');
    expect(fallback.closest('picture')).toBeNull();
  });
});
