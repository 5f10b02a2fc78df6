import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, type Toaster } from './toast';

let toaster: Toaster;
function Grab() {
  toaster = useToast();
  return null;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('last at least 4 s even when asked for 1 s, errors and warnings as alerts, the rest as status', () => {
    render(
      <ToastProvider duration={1000}>
        <Grab />
      </ToastProvider>,
    );
    act(() => toaster.show({ kind: 'success', title: 'Saved', text: 'All good' }));
    act(() => toaster.show({ kind: 'warning', title: 'Complete your Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Complete your Profile');
    expect(screen.getByRole('status')).toHaveTextContent('SavedAll good');
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a success ends the failures shown before it: no "could not" beside "done"', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => toaster.show({ kind: 'error', title: 'लॉगिन नहीं हो सका' }));
    act(() => toaster.show({ kind: 'warning', title: 'Please enter a valid email address' }));
    act(() => toaster.show({ kind: 'info', title: 'Loading' }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => toaster.show({ kind: 'success', title: 'लॉगिन हो गया' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Loading', 'लॉगिन हो गया']);
  });

  it('pauses while pointed at or focused, and closes by its button', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => toaster.show({ kind: 'success', title: 'Saved' }));
    const toast = screen.getByRole('status');
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(60_000));
    expect(toast).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => jest.advanceTimersByTime(900));
    expect(toast).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    act(() => jest.advanceTimersByTime(60_000));
    expect(toast).toBeInTheDocument();
    act(() => close.click());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes by itself after the rest of its time once the pointer leaves', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => toaster.show({ kind: 'info', title: 'Note' }));
    const toast = screen.getByRole('status');
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(10_000));
    fireEvent.mouseLeave(toast);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a dialog until it is closed, and focuses its button', () => {
    render(
      <ToastProvider duration={1000}>
        <Grab />
      </ToastProvider>,
    );
    act(() => toaster.dialog({ kind: 'error', title: 'Server Busy' }));
    act(() => jest.advanceTimersByTime(10_000));
    const dialog = screen.getByRole('alertdialog', { name: 'Server Busy' });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    act(() => ok.click());
    expect(dialog).not.toBeInTheDocument();
  });
});
