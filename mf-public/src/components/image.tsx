import { useState } from 'react';
import { ResponsiveImage, type ResponsiveImageProps } from '@college/web-kit';

type Props = Omit<ResponsiveImageProps, 'src' | 'width' | 'height'> & {
  src: string | null | undefined;
  /** Shown when there is no address or the image cannot be fetched. */
  fallback: string;
  /** The box's size (no layout shift); a content image fills it at the copy its `sizes` asks for. */
  width: number;
  height: number;
};

/**
 * A content image with its size given (no layout shift): WebP and JPEG copies for the screen's width (the kit's
 * ResponsiveImage), lazy unless `priority`, falling back when missing or broken.
 */
export function Image({ src, fallback, onError, ...rest }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) return <ResponsiveImage {...rest} src={fallback} />;
  return (
    <ResponsiveImage
      {...rest}
      src={src}
      onError={(e) => {
        setBroken(src);
        onError?.(e);
      }}
    />
  );
}
