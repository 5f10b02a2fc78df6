// The route table: which module owns which path, and whether the site chrome shows there.
export type ModuleName = 'mf-public' | 'mf-portal' | 'mf-admission' | 'mf-print' | 'mf-admin';

export const REMOTE_MODULES: readonly ModuleName[] = ['mf-public', 'mf-portal', 'mf-admission', 'mf-print', 'mf-admin'];

/** Module Federation container name of each remote (identifiers cannot hold '-'). */
export const FEDERATION_NAME: Record<ModuleName, string> = {
  'mf-public': 'mf_public',
  'mf-portal': 'mf_portal',
  'mf-admission': 'mf_admission',
  'mf-print': 'mf_print',
  'mf-admin': 'mf_admin',
};

/** The student login page; `?next=<a path of this site>` returns there after signing in. */
export const LOGIN_PATH = '/student/login';

export interface RouteEntry {
  /** Absolute path; `:name` matches one segment. */
  path: string;
  module: ModuleName;
  /** false on student, admission, payment, print and office routes: header and footer are hidden. */
  chrome: boolean;
  /**
   * true: the site server renders the page to HTML and the browser hydrates it (decision 017). Every mf-public path
   * is; of the other modules, only pages that look the same to every visitor who is signed out.
   */
  server?: boolean;
}

export const ROUTES: readonly RouteEntry[] = [
  // mf-portal
  { path: '/student/login', module: 'mf-portal', chrome: false, server: true },
  { path: '/student/register', module: 'mf-portal', chrome: false, server: true },
  { path: '/student/forgot-password', module: 'mf-portal', chrome: false, server: true },
  { path: '/student/reset-password', module: 'mf-portal', chrome: false },
  { path: '/student/dashboard', module: 'mf-portal', chrome: false },
  { path: '/student/payment', module: 'mf-portal', chrome: false },
  { path: '/student/admission/payment', module: 'mf-portal', chrome: false },
  { path: '/admission/student/payment/success', module: 'mf-portal', chrome: false },
  { path: '/admission/student/payment/failed', module: 'mf-portal', chrome: false },
  { path: '/admission/student/admission/payment/success', module: 'mf-portal', chrome: false },
  { path: '/admission/student/admission/payment/failed', module: 'mf-portal', chrome: false },
  // mf-print (listed before mf-admission: '/admission-form/print/...' is a print route)
  { path: '/admission-form/print/:admission_code', module: 'mf-print', chrome: false },
  { path: '/chalan-receipt/print/:txnid', module: 'mf-print', chrome: false },
  { path: '/admission/payment/print/:admission_code', module: 'mf-print', chrome: false },
  { path: '/offer-letter/print/:admission_code', module: 'mf-print', chrome: false },
  { path: '/office-receipt/print/:id', module: 'mf-print', chrome: false },
  { path: '/verify', module: 'mf-print', chrome: true },
  { path: '/verify/:code', module: 'mf-print', chrome: true },
  // mf-admission
  { path: '/admission-form', module: 'mf-admission', chrome: false },
  { path: '/student/admission-form/:course/:part', module: 'mf-admission', chrome: false },
  // mf-admin: the admissions office console, with its own layout
  { path: '/admin', module: 'mf-admin', chrome: false },
  { path: '/admin/login', module: 'mf-admin', chrome: false },
  { path: '/admin/set-password', module: 'mf-admin', chrome: false },
  { path: '/admin/password', module: 'mf-admin', chrome: false },
  { path: '/admin/overview', module: 'mf-admin', chrome: false },
  { path: '/admin/applicants', module: 'mf-admin', chrome: false },
  { path: '/admin/applicants/:id', module: 'mf-admin', chrome: false },
  { path: '/admin/payments', module: 'mf-admin', chrome: false },
  { path: '/admin/payments/report', module: 'mf-admin', chrome: false },
  { path: '/admin/counter', module: 'mf-admin', chrome: false },
  { path: '/admin/day-book', module: 'mf-admin', chrome: false },
  { path: '/admin/settings', module: 'mf-admin', chrome: false },
  { path: '/admin/seats', module: 'mf-admin', chrome: false },
  { path: '/admin/merit', module: 'mf-admin', chrome: false },
  { path: '/admin/admitted', module: 'mf-admin', chrome: false },
  { path: '/admin/staff', module: 'mf-admin', chrome: false },
  { path: '/admin/audit', module: 'mf-admin', chrome: false },
  { path: '/admin/messages', module: 'mf-admin', chrome: false },
  { path: '/admin/content', module: 'mf-admin', chrome: false },
  { path: '/admin/content/:kind', module: 'mf-admin', chrome: false },
];

/** The office console's sign-in page. */
export const ADMIN_LOGIN_PATH = '/admin/login';

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/** Matches a pathname against one pattern; trailing slashes are ignored. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) {
      // A malformed escape ('%E0%A4') matches nothing: the not-found page shows instead of a blank page.
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        return null;
      }
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

export function matchRoute(pathname: string): RouteMatch | null {
  for (const entry of ROUTES) {
    const params = matchPath(entry.path, pathname);
    if (params) return { entry, params };
  }
  return null;
}

/** The module that renders a path: mf-public owns every path no other module claims (and so the not-found page). */
export function moduleForPath(pathname: string): ModuleName {
  return matchRoute(pathname)?.entry.module ?? 'mf-public';
}

/** Whether the site server renders a path's page to HTML (decision 017): mf-public's pages and the portal's entry pages. */
export function serverRendered(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match === null || match.entry.server === true;
}

/**
 * The pages the site server renders for the signed-in student whose session cookie comes with the request, from their
 * own get-user answer, never kept (decision 017); without a valid session they are rendered in the browser. A list of
 * its own rather than a field of the table, so the browser's copy of the table does not carry it.
 */
export const STUDENT_SERVER_PATHS: readonly string[] = ['/student/dashboard', '/student/admission-form/:course/:part'];

/** Whether the site server renders a path's page for the signed-in student of the request (the dashboard, the form). */
export function renderedForStudent(pathname: string): boolean {
  return STUDENT_SERVER_PATHS.some((p) => matchPath(p, pathname) !== null);
}

export function chromeVisible(pathname: string): boolean {
  return matchRoute(pathname)?.entry.chrome ?? true;
}

/** What is wrong with a module's route table: paths it mounts that the shared table does not give it, and shared
 *  paths of the module that it does not mount (a page nobody can open). Both lists are empty when they agree. */
export function routeTableGaps(
  module: ModuleName,
  mounted: readonly string[],
): { notInRoutes: string[]; notMounted: string[] } {
  // A pattern stands for a path with every ':name' filled in.
  const sample = (pattern: string) => pattern.replace(/:[^/]+/g, 'x');
  const notInRoutes = mounted.filter((p) => moduleForPath(sample(p)) !== module);
  const notMounted = ROUTES.filter(
    (r) => r.module === module && !mounted.some((p) => p === r.path || matchPath(r.path, p) !== null),
  ).map((r) => r.path);
  return { notInRoutes, notMounted };
}
