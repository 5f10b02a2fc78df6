import { render } from '@testing-library/react';
import { ResponsiveImage } from './responsive-image';

const HASH = 'aaaaaaaaaaaaaaaaaaaa';
const url = `/api/media/images/${HASH}-1200x800.jpg`;

describe('ResponsiveImage', () => {
  it('offers WebP and JPEG copies with sizes, its size and a lazy load for a content image', () => {
    const { container } = render(
      <ResponsiveImage src={url} alt="The library" sizes="(min-width: 768px) 33vw, 100vw" />,
    );
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      `/api/media/images/${HASH}-1200x800-480.webp 480w, /api/media/images/${HASH}-1200x800-960.webp 960w, /api/media/images/${HASH}-1200x800-1200.webp 1200w`,
    );
    expect(source).toHaveAttribute('sizes', '(min-width: 768px) 33vw, 100vw');
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', url);
    expect(img.getAttribute('srcset')).toBe(
      `/api/media/images/${HASH}-1200x800-480.jpg 480w, /api/media/images/${HASH}-1200x800-960.jpg 960w, /api/media/images/${HASH}-1200x800-1200.jpg 1200w`,
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 33vw, 100vw');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('alt', 'The library');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches a priority image first and at once', () => {
    const { container } = render(<ResponsiveImage src={url} alt="" priority />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('decoding');
  });

  it('takes the box size given instead of the image size', () => {
    const { container } = render(<ResponsiveImage src={url} alt="" width={1280} height={480} className="cover" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveClass('cover');
  });

  it('renders any other URL as a plain image with the size given, no picture and no srcset', () => {
    const { container } = render(<ResponsiveImage src="/api/media/logo.svg" alt="Logo" width={96} height={96} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/media/logo.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '96');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
