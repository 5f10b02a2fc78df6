// A content image at the size the screen needs (decision 018): for a content image URL of shared-types
// (/api/media/images/<hash>-<W>x<H>.jpg) a <picture> with the WebP copies and a JPEG <img> with the JPEG copies, both
// as srcset with `sizes`, so the browser fetches the narrowest copy that fills the box; any other URL is a plain
// <img>. The width and height are always given, so the page does not move when the image arrives.
import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet, parseImageUrl } from '@college/shared-types';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority' | 'alt'
> {
  src: string;
  /** Required: '' for a picture that only decorates. */
  alt: string;
  /** How wide the image is shown, as for `sizes` (e.g. '(min-width: 768px) 33vw, 100vw'); default '100vw'. */
  sizes?: string;
  /**
   * The box's size in pixels (its aspect ratio; CSS may scale it). A content image URL carries its own, used when
   * these are left out; any other URL needs them.
   */
  width?: number;
  height?: number;
  /** The largest paint of the page (e.g. the first slide): fetched first and at once, never lazily. */
  priority?: boolean;
}

/** Lays the <img> out as if <picture> were not there, so styles of the image's parent still apply. */
const PICTURE_STYLE = { display: 'contents' } as const;

export function ResponsiveImage({
  src,
  alt,
  sizes = '100vw',
  width,
  height,
  priority = false,
  ...rest
}: ResponsiveImageProps) {
  const image = parseImageUrl(src);
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  const size = { width: width ?? image?.width, height: height ?? image?.height };
  if (!image) return <img {...rest} {...loading} {...size} src={src} alt={alt} />;
  return (
    <picture style={PICTURE_STYLE}>
      <source type="image/webp" srcSet={imageSrcSet(src, 'webp')} sizes={sizes} />
      <img {...rest} {...loading} {...size} src={src} srcSet={imageSrcSet(src, 'jpg')} sizes={sizes} alt={alt} />
    </picture>
  );
}
