// A modal dialog: focus moves in and stays inside, Escape closes it, focus returns where it was.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { up } from '@college/shared-types';
import { useText } from '../text';
import { tokens } from '../theme/tokens';

const c = tokens.color;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: rgba(10, 20, 40, 0.55);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  overflow-y: auto;
  padding: ${tokens.space(1)};
  ${up('sm')} {
    padding: 40px ${tokens.space(2)};
  }
`;

const Box = styled.div<{ $width: number }>`
  background: ${c.surface};
  border-radius: ${tokens.radius.lg};
  width: 100%;
  max-width: ${(p) => p.$width}px;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  padding: ${tokens.space(2)};
  ${up('sm')} {
    padding: ${tokens.space(3)};
  }
  h2 {
    margin: 0;
    font-size: ${tokens.fontSize.xl};
    color: ${c.primaryDark};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space(1)};
  margin-bottom: ${tokens.space(2)};
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  font-size: 28px;
  line-height: 1;
  width: ${tokens.tapTarget};
  height: ${tokens.tapTarget};
  flex: none;
  cursor: pointer;
  color: ${c.muted};
  &:focus-visible {
    outline: 3px solid ${c.accent};
  }
`;

/** The buttons at the foot of a dialog. */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space(1)};
  margin-top: ${tokens.space(3)};
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for a question that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  width?: number;
  /** false while a save is under way, so the dialog cannot be closed half-way. */
  closable?: boolean;
}

export function Modal({ title, onClose, children, role = 'dialog', width = 640, closable = true }: ModalProps) {
  const { t } = useText();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const canClose = useRef(closable);
  canClose.current = closable;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const el = panel.current;
    const first =
      el?.querySelector<HTMLElement>('[autofocus]') ??
      el?.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])');
    (first ?? el)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && canClose.current) {
      e.stopPropagation();
      close.current();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (n) => n.tabIndex >= 0 && !n.hasAttribute('hidden'),
    );
    if (!items.length) return;
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop onKeyDown={onKeyDown}>
      <Box ref={panel} $width={width} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          {closable && (
            <Close
              type="button"
              data-close
              aria-label={t({ en: 'Close', hi: 'बंद करें' })}
              onClick={() => close.current()}
            >
              ×
            </Close>
          )}
        </Head>
        {children}
      </Box>
    </Backdrop>
  );
}
