// The full-screen lightbox (SPEC §2, §9): the image at 80% of the viewport's width, close, previous and next
// (previous disabled on the first image, next on the last); Escape closes, the arrow keys move, and keyboard
// focus stays inside until it closes.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { languageOfText, type GalleryImage, pickContent } from '@college/shared-types';
import * as css from './gallery.module.css';
import { useText } from '@college/web-kit';
import { ResponsiveImage } from '@college/web-kit';

const TEXT = {
  en: {
    dialog: (i: number, n: number) => `Image ${i} of ${n}`,
    close: 'Close',
    previous: 'Previous image',
    next: 'Next image',
  },
  hi: {
    dialog: (i: number, n: number) => `चित्र ${i} / ${n}`,
    close: 'बंद करें',
    previous: 'पिछला चित्र',
    next: 'अगला चित्र',
  },
};

export interface LightboxProps {
  images: GalleryImage[];
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

export function Lightbox({ images, index, onPrevious, onNext, onClose }: LightboxProps) {
  const { lang } = useText();
  const x = TEXT[lang];
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = images[index];
  const first = index === 0;
  const last = index === images.length - 1;

  useEffect(() => {
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Escape and the arrow keys work wherever focus is while the lightbox is open.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        if (!first) onPrevious();
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        if (!last) onNext();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [first, last, onClose, onPrevious, onNext]);

  // A button that just became disabled (next on the last image) loses focus: keep it in the dialog.
  useEffect(() => {
    const active = document.activeElement;
    if (!dialog.current?.contains(active) || (active as HTMLButtonElement | null)?.disabled) {
      closeButton.current?.focus();
    }
  }, [index]);

  // Keep focus on the dialog's own buttons.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab') return;
    const buttons = Array.from(dialog.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? []);
    if (buttons.length === 0) return;
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const nextAt = e.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : at === buttons.length - 1 ? 0 : at + 1;
    e.preventDefault();
    buttons[nextAt]?.focus();
  };

  if (!image) return null;
  const caption =
    pickContent(lang, { en: image.description, hi: image.description_hi }) ||
    pickContent(lang, { en: image.title, hi: image.title_hi });
  return (
    <div
      ref={dialog}
      className={css.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={x.dialog(index + 1, images.length)}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      data-testid="lightbox"
    >
      <figure className={css.figure}>
        <ResponsiveImage
          src={image.image_link}
          alt={caption}
          sizes="80vw"
          // Shown at once: it is what was asked for.
          priority
          data-testid="lightbox-image"
        />
        <figcaption>
          <span lang={languageOfText(caption)}>{caption}</span> ({index + 1} / {images.length})
        </figcaption>
      </figure>
      <button ref={closeButton} type="button" className={`${css.control} ${css.close}`} onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="sr-only">{x.close}</span>
      </button>
      <button
        type="button"
        className={`${css.control} ${css.previous}`}
        onClick={onPrevious}
        disabled={first}
        aria-label={x.previous}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${css.control} ${css.next}`}
        onClick={onNext}
        disabled={last}
        aria-label={x.next}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
