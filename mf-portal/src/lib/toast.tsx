// Short messages of the portal (SPEC §9: 1 s) and the one error dialog the spec names ('Server Busy').
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { colors, PORTAL_TOAST_MS, up } from '@college/shared-types';
import { Modal } from '../components/modal';
import { Button } from '../components/button';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  kind: ToastKind;
  title: string;
  text?: string;
  /** Milliseconds on screen; the portal's default is 1 s. */
  duration?: number;
}

interface ToastItem extends ToastInput {
  id: number;
}

export interface Toaster {
  show: (toast: ToastInput) => void;
  /** A dialog that stays until the student closes it. */
  dialog: (dialog: Omit<ToastInput, 'duration'>) => void;
}

const ToastContext = createContext<Toaster | null>(null);

const tone: Record<ToastKind, string> = {
  success: colors.success,
  error: colors.danger,
  warning: colors.warning,
  info: colors.primary,
};

const Stack = styled.div`
  position: fixed;
  z-index: 1000;
  top: 8px;
  left: 8px;
  right: 8px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
  ${up('sm')} {
    left: auto;
    right: 16px;
    top: 16px;
    width: 360px;
  }
`;

const Card = styled.div<{ $kind: ToastKind }>`
  background: #fff;
  border-left: 6px solid ${(p) => tone[p.$kind]};
  border-radius: 6px;
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
  padding: 12px 16px;
  color: ${colors.text};
  strong {
    display: block;
    color: ${(p) => tone[p.$kind]};
  }
  p {
    margin: 4px 0 0;
  }
`;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [open, setOpen] = useState<Omit<ToastInput, 'duration'> | null>(null);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);

  const show = useCallback((t: ToastInput) => {
    const id = nextId.current++;
    setItems((list) => [...list, { ...t, id }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setItems((list) => list.filter((i) => i.id !== id));
    }, t.duration ?? PORTAL_TOAST_MS);
    timers.current.add(timer);
  }, []);

  const api = useMemo<Toaster>(() => ({ show, dialog: setOpen }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack data-testid="toasts">
        {items.map((t) => (
          <Card key={t.id} $kind={t.kind} role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}>
            <strong>{t.title}</strong>
            {t.text && <p>{t.text}</p>}
          </Card>
        ))}
      </Stack>
      {open && (
        <Modal title={open.title} role="alertdialog" onClose={() => setOpen(null)} width={400}>
          {open.text && <p>{open.text}</p>}
          <Button type="button" onClick={() => setOpen(null)} autoFocus>
            OK
          </Button>
        </Modal>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const t = useContext(ToastContext);
  if (!t) throw new Error('useToast outside ToastProvider');
  return t;
}
