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
  /** Milliseconds on screen (default: the provider's). */
  duration?: number;
}

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

export function ToastProvider({ children, duration = 3000 }: { children: ReactNode; duration?: number }) {
  const { t } = useText();
  const [items, setItems] = useState<ToastItem[]>([]);
  const [open, setOpen] = useState<Omit<ToastInput, 'duration'> | null>(null);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);

  const show = useCallback(
    (item: ToastInput) => {
      const id = nextId.current++;
      setItems((list) => [...list, { ...item, id }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setItems((list) => list.filter((i) => i.id !== id));
      }, item.duration ?? duration);
      timers.current.add(timer);
    },
    [duration],
  );

  const api = useMemo<Toaster>(() => ({ show, dialog: setOpen }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack data-testid="toasts">
        {items.map((item) => (
          <Card
            key={item.id}
            $kind={item.kind}
            role={item.kind === 'error' || item.kind === 'warning' ? 'alert' : 'status'}
          >
            <strong>{item.title}</strong>
            {item.text && <p>{item.text}</p>}
          </Card>
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
