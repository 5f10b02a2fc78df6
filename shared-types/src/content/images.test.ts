import { imageSrcSet, imageVariants, parseImageUrl, RESPONSIVE_WIDTHS, variantWidths } from './images';

const HASH = '0123456789abcdef';
const url = (w: number, h: number) => `/api/media/images/${HASH}-${w}x${h}.jpg`;

describe('content image URLs', () => {
  it('has the three standard widths', () => {
    expect(RESPONSIVE_WIDTHS).toEqual([480, 960, 1600]);
  });

  it('reads the hash and full size of a content image URL', () => {
    expect(parseImageUrl(url(1600, 900))).toEqual({ hash: HASH, width: 1600, height: 900 });
    expect(parseImageUrl(`https://college.example${url(640, 480)}?v=1`)).toEqual({
      hash: HASH,
      width: 640,
      height: 480,
    });
  });

  it('refuses every other URL', () => {
    for (const other of [
      '/api/media/slider-campus.svg',
      '/api/media/images/xyz-100x100.jpg',
      `/api/media/images/${HASH}-100x100.png`,
      `/api/media/images/${HASH}-1600x900-480.webp`,
      `/api/media/images/${HASH}-3000x900.jpg`,
      `/api/media/images/${HASH}-0x900.jpg`,
      `/api/media/images/../${HASH}-100x100.jpg`,
      `/other/images/${HASH}-100x100.jpg`,
      '',
      null,
      undefined,
    ]) {
      expect(parseImageUrl(other)).toBeNull();
    }
  });

  it('names a copy for each standard width below the image width and one at its own width', () => {
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
    const v = imageVariants(url(1200, 800));
    expect(v.webp).toEqual([
      { w: 480, url: `/api/media/images/${HASH}-1200x800-480.webp` },
      { w: 960, url: `/api/media/images/${HASH}-1200x800-960.webp` },
      { w: 1200, url: `/api/media/images/${HASH}-1200x800-1200.webp` },
    ]);
    expect(v.jpg.map((x) => x.url)).toEqual([
      `/api/media/images/${HASH}-1200x800-480.jpg`,
      `/api/media/images/${HASH}-1200x800-960.jpg`,
      `/api/media/images/${HASH}-1200x800-1200.jpg`,
    ]);
  });

  it('keeps the origin of an absolute URL in its copies', () => {
    expect(imageVariants(`https://college.example${url(300, 200)}`).jpg).toEqual([
      { w: 300, url: `https://college.example/api/media/images/${HASH}-300x200-300.jpg` },
    ]);
  });

  it('writes a srcset per format, empty for other URLs', () => {
    expect(imageSrcSet(url(1000, 500), 'webp')).toBe(
      `/api/media/images/${HASH}-1000x500-480.webp 480w, /api/media/images/${HASH}-1000x500-960.webp 960w, /api/media/images/${HASH}-1000x500-1000.webp 1000w`,
    );
    expect(imageSrcSet(url(1000, 500), 'jpg')).toContain(`${HASH}-1000x500-1000.jpg 1000w`);
    expect(imageSrcSet('/api/media/logo.svg', 'webp')).toBe('');
    expect(imageVariants('/api/media/logo.svg')).toEqual({ jpg: [], webp: [] });
  });
});
