// The code of each console screen, a chunk of its own, by the path of the shared route table that opens it. Kept apart
// from the route table (routes.tsx, which needs the router and the UI kit) so that the console's entry can start
// fetching the address's screen before those libraries have arrived. Each chunk is named by its path ("/" as ".",
// a `:param` segment as "_"): the build lists each named chunk's files in chunk-groups.json, and the site server asks
// for the address's screen with the page (deploy/src/index-page.ts).
export const SCREEN_CHUNKS = {
  '/admin/set-password': () =>
    import(/* webpackChunkName: "screen.admin.set-password" */ '../features/set-password/set-password-page'),
  '/admin/password': () => import(/* webpackChunkName: "screen.admin.password" */ '../features/password/password-page'),
  '/admin/overview': () => import(/* webpackChunkName: "screen.admin.overview" */ '../features/overview/overview-page'),
  '/admin/applicants': () => import(/* webpackChunkName: "screen.admin.applicants" */ '../features/queue/queue-page'),
  '/admin/applicants/:id': () =>
    import(/* webpackChunkName: "screen.admin.applicants._" */ '../features/applicant/applicant-page'),
  '/admin/payments': () => import(/* webpackChunkName: "screen.admin.payments" */ '../features/payments/payments-page'),
  '/admin/payments/report': () =>
    import(/* webpackChunkName: "screen.admin.payments.report" */ '../features/payments/report-page'),
  '/admin/counter': () => import(/* webpackChunkName: "screen.admin.counter" */ '../features/counter/counter-page'),
  '/admin/day-book': () => import(/* webpackChunkName: "screen.admin.day-book" */ '../features/day-book/day-book-page'),
  '/admin/settings': () => import(/* webpackChunkName: "screen.admin.settings" */ '../features/settings/settings-page'),
  '/admin/seats': () => import(/* webpackChunkName: "screen.admin.seats" */ '../features/seat-matrix/seat-matrix-page'),
  '/admin/merit': () => import(/* webpackChunkName: "screen.admin.merit" */ '../features/merit/merit-page'),
  '/admin/admitted': () => import(/* webpackChunkName: "screen.admin.admitted" */ '../features/admitted/admitted-page'),
  '/admin/staff': () => import(/* webpackChunkName: "screen.admin.staff" */ '../features/staff/staff-page'),
  '/admin/audit': () => import(/* webpackChunkName: "screen.admin.audit" */ '../features/audit/audit-page'),
  '/admin/messages': () => import(/* webpackChunkName: "screen.admin.messages" */ '../features/messages/messages-page'),
  '/admin/content': () => import(/* webpackChunkName: "screen.admin.content" */ '../features/content/content-page'),
  '/admin/content/:kind': () =>
    import(/* webpackChunkName: "screen.admin.content._" */ '../features/content/content-kinds'),
  '/admin/login': () => import(/* webpackChunkName: "screen.admin.login" */ '../features/sign-in/sign-in-page'),
  '/admin': () => import(/* webpackChunkName: "screen.admin" */ '../features/sign-in/sign-in-page'),
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
