import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  /** Shown when there is no address or the image cannot be fetched. */
  fallback: string;
  width: number;
  height: number;
};

/** An image with its size given (no layout shift), lazy by default, that falls back when missing or broken. */
export function Image({ src, fallback, loading = 'lazy', ...rest }: Props) {
  return (
    <img
      {...rest}
      src={src || fallback}
      loading={loading}
      decoding="async"
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(fallback)) e.currentTarget.src = fallback;
      }}
    />
  );
}
