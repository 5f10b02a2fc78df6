import { act, render, screen } from '@testing-library/react';
import { useLoadingPercent } from './use-loading-percent';

function Probe({ loaded }: { loaded: boolean }) {
  return <p>{useLoadingPercent(loaded)}</p>;
}

describe('useLoadingPercent', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ticks every 40 ms, stops at 99 while loading, and shows 100 once loaded', () => {
    const { rerender } = render(<Probe loaded={false} />);
    expect(screen.getByText('0')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(40 * 10);
    });
    expect(screen.getByText('10')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(40 * 500);
    });
    expect(screen.getByText('99')).toBeInTheDocument();
    rerender(<Probe loaded />);
    expect(screen.getByText('100')).toBeInTheDocument();
  });
});
