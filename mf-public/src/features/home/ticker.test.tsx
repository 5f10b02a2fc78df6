import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../app/test-shell';
import { Ticker } from './ticker';

describe('Ticker', () => {
  it('shows the marquee HTML sanitised', () => {
    renderWithShell(<Ticker html={'<p>Admissions open<script>alert(1)</script><img src=x onerror="alert(1)"></p>'} />);
    const ticker = screen.getByTestId('ticker');
    expect(ticker).toHaveTextContent('Admissions open');
    expect(ticker.innerHTML).not.toMatch(/script|onerror/);
  });

  it('stops on mouse over and goes on on mouse out; its button stops it for good', async () => {
    const user = userEvent.setup();
    renderWithShell(<Ticker html="<p>News</p>" />);
    const viewport = screen.getByTestId('ticker');
    const track = viewport.firstElementChild as HTMLElement;
    expect(track).toHaveAttribute('data-running', 'true');
    fireEvent.mouseEnter(viewport);
    expect(track).toHaveAttribute('data-running', 'false');
    fireEvent.mouseLeave(viewport);
    expect(track).toHaveAttribute('data-running', 'true');
    await user.click(screen.getByRole('button', { name: /Pause/ }));
    expect(track).toHaveAttribute('data-running', 'false');
    expect(screen.getByRole('button', { name: /Play/ })).toBeInTheDocument();
  });

  it('is not shown without a marquee', () => {
    renderWithShell(<Ticker html={null} />);
    expect(screen.queryByTestId('ticker')).toBeNull();
  });
});
