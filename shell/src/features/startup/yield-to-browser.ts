// Ends the current task so the browser can paint and answer a press before the next step of start-up: on a
// slow phone one long start-up task otherwise holds the page for hundreds of milliseconds.
type Scheduler = { yield?: () => Promise<void> };

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
