// The code of each console screen, a chunk of its own, by the path of the shared route table that opens it. Kept apart
// from the route table (routes.tsx, which needs the router and the UI kit) so that the console's entry can start
// fetching the address's screen before those libraries have arrived.
export const SCREEN_CHUNKS = {
  '/admin/set-password': () => import('../features/set-password/set-password-page'),
  '/admin/password': () => import('../features/password/password-page'),
  '/admin/overview': () => import('../features/overview/overview-page'),
  '/admin/applicants': () => import('../features/queue/queue-page'),
  '/admin/applicants/:id': () => import('../features/applicant/applicant-page'),
  '/admin/payments': () => import('../features/payments/payments-page'),
  '/admin/payments/report': () => import('../features/payments/report-page'),
  '/admin/counter': () => import('../features/counter/counter-page'),
  '/admin/day-book': () => import('../features/day-book/day-book-page'),
  '/admin/settings': () => import('../features/settings/settings-page'),
  '/admin/seats': () => import('../features/seat-matrix/seat-matrix-page'),
  '/admin/merit': () => import('../features/merit/merit-page'),
  '/admin/admitted': () => import('../features/admitted/admitted-page'),
  '/admin/staff': () => import('../features/staff/staff-page'),
  '/admin/audit': () => import('../features/audit/audit-page'),
  '/admin/messages': () => import('../features/messages/messages-page'),
  '/admin/content': () => import('../features/content/content-page'),
  '/admin/content/:kind': () => import('../features/content/content-kinds'),
  '/admin/login': () => import('../features/sign-in/sign-in-page'),
  '/admin': () => import('../features/sign-in/sign-in-page'),
} as const;

/** The screen path (`:name` matches one segment) of an address's path, or null. */
export function screenPathOf(pathname: string): keyof typeof SCREEN_CHUNKS | null {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const paths = Object.keys(SCREEN_CHUNKS) as Array<keyof typeof SCREEN_CHUNKS>;
  return (
    paths.find((path) => {
      const want = path.split('/');
      return want.length === parts.length && want.every((w, i) => w.startsWith(':') || w === parts[i]);
    }) ?? null
  );
}

/** Starts fetching the code of the screen at `pathname` (its lazy element later waits for the same request). */
export function preloadScreen(pathname: string): void {
  const path = screenPathOf(pathname);
  // A failed fetch is the screen's to show: its lazy element fetches again and fails into the module's boundary.
  if (path) SCREEN_CHUNKS[path]().catch(() => undefined);
}
