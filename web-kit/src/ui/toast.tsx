// Short messages that go by themselves (ToastProvider + useToast), and a dialog that stays until closed.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { up } from '@college/shared-types';
import { useText } from '../text';
import { tokens } from '../theme/tokens';
import { Button } from './button';
import { Modal, ModalActions } from './modal';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  kind: ToastKind;
  title: string;
  text?: string;
  /** Milliseconds on screen (default: the provider's), never less than TOAST_MIN_MS. */
  duration?: number;
}

/** A person needs time to read a message: a toast stays at least 4 s, and while pointed at or focused. */
export const TOAST_MIN_MS = 4000;

interface ToastItem extends ToastInput {
  id: number;
}

export interface Toaster {
  show: (toast: ToastInput) => void;
  /** A dialog that stays until it is closed (e.g. 'Server Busy'). */
  dialog: (dialog: Omit<ToastInput, 'duration'>) => void;
}

const ToastContext = createContext<Toaster | null>(null);

const c = tokens.color;
const tone: Record<ToastKind, string> = {
  success: c.success,
  error: c.danger,
  warning: c.warning,
  info: c.primary,
};

const Stack = styled.div`
  position: fixed;
  z-index: 1000;
  top: ${tokens.space(1)};
  left: ${tokens.space(1)};
  right: ${tokens.space(1)};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space(1)};
  pointer-events: none;
  ${up('sm')} {
    left: auto;
    right: ${tokens.space(2)};
    top: ${tokens.space(2)};
    width: 360px;
  }
`;

const Card = styled.div<{ $kind: ToastKind }>`
  background: ${c.surface};
  border-left: 6px solid ${(p) => tone[p.$kind]};
  border-radius: ${tokens.radius.md};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
  padding: 12px ${tokens.space(2)};
  color: ${c.text};
  strong {
    display: block;
    color: ${(p) => tone[p.$kind]};
  }
  p {
    margin: ${tokens.space(0.5)} 0 0;
  }
`;

const Close = styled.button`
  float: right;
  min-width: 44px;
  min-height: 44px;
  margin: -10px -8px 0 8px;
  border: 0;
  background: transparent;
  color: ${c.text};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${c.primary};
  }
`;

/** One toast: it goes by itself after its time, which pauses while the pointer or the focus is on it. */
function Toast({
  item,
  onDismiss,
  closeLabel,
}: {
  item: ToastItem;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  const [paused, setPaused] = useState(false);
  const left = useRef(item.duration ?? TOAST_MIN_MS);
  useEffect(() => {
    if (paused) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [paused, item.id, onDismiss]);
  return (
    <Card
      $kind={item.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Close type="button" aria-label={closeLabel} onClick={() => onDismiss(item.id)}>
        ×
      </Close>
      {/* Only the message is announced: the close button stays outside the live region. */}
      <div role={item.kind === 'error' || item.kind === 'warning' ? 'alert' : 'status'}>
        <strong>{item.title}</strong>
        {item.text && <p>{item.text}</p>}
      </div>
    </Card>
  );
}

export function ToastProvider({ children, duration = 3000 }: { children: ReactNode; duration?: number }) {
  const { t } = useText();
  const [items, setItems] = useState<ToastItem[]>([]);
  const [open, setOpen] = useState<Omit<ToastInput, 'duration'> | null>(null);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((i) => i.id !== id)), []);

  const show = useCallback(
    (item: ToastInput) => {
      const id = nextId.current++;
      // A success ends the failures shown before it (a "could not" beside "done" would contradict it).
      setItems((list) => [
        ...(item.kind === 'success' ? list.filter((i) => i.kind !== 'error' && i.kind !== 'warning') : list),
        { ...item, id, duration: Math.max(TOAST_MIN_MS, item.duration ?? duration) },
      ]);
    },
    [duration],
  );

  const api = useMemo<Toaster>(() => ({ show, dialog: setOpen }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack data-testid="toasts">
        {items.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} closeLabel={t({ en: 'Close', hi: 'बंद करें' })} />
        ))}
      </Stack>
      {open && (
        <Modal title={open.title} role="alertdialog" onClose={() => setOpen(null)} width={400}>
          {open.text && <p>{open.text}</p>}
          <ModalActions>
            <Button type="button" onClick={() => setOpen(null)} autoFocus>
              {t({ en: 'OK', hi: 'ठीक है' })}
            </Button>
          </ModalActions>
        </Modal>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast outside ToastProvider');
  return toaster;
}
