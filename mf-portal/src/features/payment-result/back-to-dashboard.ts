// The gateway's return reaches a result page by a 303 after its POST; Back would land on the gateway's
// POST-rendered page, which the browser can only show by asking to resend the form. The result page puts the
// dashboard right behind itself instead: its own entry becomes the dashboard and the result is pushed again, so
// Back shows the dashboard (decision 030).
import { useEffect } from 'react';

const MARK = 'payment-result';

export function useBackToDashboard(): void {
  useEffect(() => {
    const { history, location } = window;
    // Once per visit of the page: a reload or a return to this entry finds it marked.
    if ((history.state as { resultGuard?: string } | null)?.resultGuard === MARK) return;
    const here = `${location.pathname}${location.search}${location.hash}`;
    history.replaceState({ ...(history.state as object | null), resultGuard: 'dashboard' }, '', '/student/dashboard');
    history.pushState({ resultGuard: MARK }, '', here);
  }, []);
}
