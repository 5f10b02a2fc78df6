import { Suspense, lazy } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SSR_ELEMENT_ID } from '@college/shared-types';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  findRoute,
  matchRoutePath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '.';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Params() {
  return <p data-testid="params">{JSON.stringify(useParams())}</p>;
}

const where = () => screen.getByTestId('where').textContent;

describe('matchRoutePath and findRoute', () => {
  it('matches static segments and parameters, ignoring trailing slashes, case-sensitively', () => {
    expect(matchRoutePath('/admin/applicants/:id', '/admin/applicants/42/')).toEqual({ id: '42' });
    expect(matchRoutePath('/gallery/:slug', '/gallery/%E0%A4%95')).toEqual({ slug: 'क' });
    expect(matchRoutePath('/admin/applicants/:id', '/admin/applicants')).toBeNull();
    expect(matchRoutePath('/rankings/NIRF', '/rankings/nirf')).toBeNull();
    // A malformed escape matches nothing (the not-found page, not an error).
    expect(matchRoutePath('/gallery/:slug', '/gallery/%E0%A4')).toBeNull();
  });

  it("takes the rest of the path as '*'", () => {
    expect(matchRoutePath('*', '/anything/at/all')).toEqual({ '*': 'anything/at/all' });
    expect(matchRoutePath('/files/*', '/files/a/b.pdf')).toEqual({ '*': 'a/b.pdf' });
    expect(matchRoutePath('/files/*', '/files')).toEqual({ '*': '' });
    expect(matchRoutePath('/files/*', '/other/a')).toBeNull();
  });

  it('prefers a static segment to a parameter and a parameter to the rest, whatever the order', () => {
    const routes = [{ path: '*' }, { path: '/verify/:code' }, { path: '/verify/help' }, { path: '/verify' }];
    expect(findRoute(routes, '/verify/help')?.route.path).toBe('/verify/help');
    expect(findRoute(routes, '/verify/S1-AB')).toEqual({ route: { path: '/verify/:code' }, params: { code: 'S1-AB' } });
    expect(findRoute(routes, '/verify')?.route.path).toBe('/verify');
    expect(findRoute(routes, '/elsewhere')?.route.path).toBe('*');
    expect(findRoute([{ path: '/a' }], '/b')).toBeNull();
  });
});

describe('Routes in a MemoryRouter', () => {
  function App() {
    return (
      <Routes>
        <Route path="/admin/applicants" element={<p>queue</p>} />
        <Route path="/admin/applicants/:id" element={<Params />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    );
  }

  it('renders the matched route with its parameters, and the rest route otherwise', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/admin/applicants/7?status=ready']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('params')).toHaveTextContent('{"id":"7"}');
    unmount();
    render(
      <MemoryRouter initialEntries={['/admin/nothing']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('renders nothing when no route matches', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/b']}>
        <Routes>
          <Route path="/a" element={<p>a</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a React.lazy page under Suspense', async () => {
    const Page = lazy(() => Promise.resolve({ default: () => <p>lazy page</p> }));
    render(
      <MemoryRouter initialEntries={['/lazy']}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/lazy" element={<Page />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByText('lazy page')).toBeInTheDocument();
  });

  it('moves by Link, navigate and replace', async () => {
    function Mover() {
      const navigate = useNavigate();
      return (
        <>
          <Link to="/two?x=1">to two</Link>
          <button type="button" onClick={() => navigate('/three', { replace: true })}>
            replace
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/one']}>
        <Mover />
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'to two' });
    expect(link).toHaveAttribute('href', '/two?x=1');
    await userEvent.click(link);
    expect(where()).toBe('/two?x=1');
    await userEvent.click(screen.getByRole('button', { name: 'replace' }));
    expect(where()).toBe('/three');
  });

  it('sends a rendered Navigate on', async () => {
    render(
      <MemoryRouter initialEntries={['/gone']}>
        <Routes>
          <Route path="/gone" element={<Navigate to="/four" replace />} />
          <Route path="/four" element={<p>four</p>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    expect(await screen.findByText('four')).toBeInTheDocument();
    expect(where()).toBe('/four');
  });

  it('reads the query and sets it on the same path (an object, a URLSearchParams or from the previous)', async () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <p data-testid="status">{params.get('status') ?? 'none'}</p>
          <button type="button" onClick={() => setParams({ status: 'ready', page: '2' })}>
            ready
          </button>
          <button
            type="button"
            onClick={() =>
              setParams((prev) => {
                prev.delete('page');
                return prev;
              })
            }
          >
            first page
          </button>
          <button type="button" onClick={() => setParams(new URLSearchParams())}>
            clear
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/admin/applicants?status=pending']}>
        <Filters />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('pending');
    await userEvent.click(screen.getByRole('button', { name: 'ready' }));
    expect(where()).toBe('/admin/applicants?status=ready&page=2');
    expect(screen.getByTestId('status')).toHaveTextContent('ready');
    await userEvent.click(screen.getByRole('button', { name: 'first page' }));
    expect(where()).toBe('/admin/applicants?status=ready');
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(where()).toBe('/admin/applicants');
  });

  it("marks a NavLink aria-current='page' on its page and the pages below it, not on a sibling", () => {
    render(
      <MemoryRouter initialEntries={['/admin/applicants/12']}>
        <nav>
          <NavLink to="/admin/applicants">Applicants</NavLink>
          <NavLink to="/admin/applicants" end>
            Exactly
          </NavLink>
          <NavLink to="/admin/applicants-old">Old</NavLink>
          <NavLink to="/admin/payments" className="item">
            Payments
          </NavLink>
        </nav>
      </MemoryRouter>,
    );
    const applicants = screen.getByRole('link', { name: 'Applicants' });
    expect(applicants).toHaveAttribute('aria-current', 'page');
    expect(applicants).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Exactly' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Old' })).not.toHaveAttribute('aria-current');
    const payments = screen.getByRole('link', { name: 'Payments' });
    expect(payments).not.toHaveAttribute('aria-current');
    expect(payments).toHaveClass('item');
    expect(payments).not.toHaveClass('active');
  });
});

describe('the browser router', () => {
  beforeEach(() => window.history.replaceState(null, '', '/start'));

  it('follows the address: a Link pushes an entry, Back and Forward (popstate) render the page they return to', async () => {
    render(
      <BrowserRouter>
        <Link to="/admin/applicants/3?status=ready">open</Link>
        <Routes>
          <Route path="/start" element={<p>start page</p>} />
          <Route path="/admin/applicants/:id" element={<Params />} />
        </Routes>
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByText('start page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'open' }));
    expect(window.location.pathname).toBe('/admin/applicants/3');
    expect(where()).toBe('/admin/applicants/3?status=ready');
    expect(screen.getByTestId('params')).toHaveTextContent('{"id":"3"}');

    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('/start'));
    expect(screen.getByText('start page')).toBeInTheDocument();
    act(() => window.history.forward());
    await waitFor(() => expect(where()).toBe('/admin/applicants/3?status=ready'));
  });

  it('a modifier click or another target is left to the browser', () => {
    render(
      <>
        <Link to="/elsewhere">plain</Link>
        <Link to="/elsewhere" target="_blank">
          new tab
        </Link>
        <Where />
      </>,
    );
    // What the browser would do with each click: whether the router had taken it (jsdom cannot open a page).
    const taken: boolean[] = [];
    const seen = (e: MouseEvent) => {
      taken.push(e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', seen);
    fireEvent.click(screen.getByRole('link', { name: 'new tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'plain' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'plain' }), { button: 1 });
    document.removeEventListener('click', seen);
    expect(taken).toEqual([false, false, false]);
    expect(where()).toBe('/start');
  });

  it('replace leaves no entry behind; setting the query keeps the path; a fragment is not a new page', async () => {
    function Mover() {
      const navigate = useNavigate();
      const [, setParams] = useSearchParams();
      return (
        <>
          <button type="button" onClick={() => navigate('/b', { replace: true })}>
            replace
          </button>
          <button type="button" onClick={() => setParams({ page: '2' })}>
            page 2
          </button>
          <button type="button" onClick={() => navigate('/b?page=2#documents')}>
            documents
          </button>
        </>
      );
    }
    render(
      <>
        <Mover />
        <Where />
      </>,
    );
    const before = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'replace' }));
    expect(where()).toBe('/b');
    expect(window.history.length).toBe(before);
    await userEvent.click(screen.getByRole('button', { name: 'page 2' }));
    expect(where()).toBe('/b?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'documents' }));
    expect(where()).toBe('/b?page=2');
    expect(window.location.hash).toBe('#documents');
  });
});

describe('a server render', () => {
  const page = (
    <>
      <Routes>
        <Route path="/student/login" element={<p>login</p>} />
        <Route path="/gallery/:slug" element={<Params />} />
      </Routes>
      <Where />
      <NavLink to="/gallery">Gallery</NavLink>
    </>
  );

  it('renders the StaticRouter address with its parameters, query and active links', () => {
    const html = renderToString(<StaticRouter location="/gallery/sports?year=2025">{page}</StaticRouter>);
    expect(html).toContain('{&quot;slug&quot;:&quot;sports&quot;}');
    expect(html).toContain('/gallery/sports?year=2025');
    expect(html).toContain('aria-current="page"');
  });

  it('hydrates in the browser at the same address without a mismatch', async () => {
    window.history.replaceState(null, '', '/student/login?next=%2Fstudent%2Fdashboard');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <StaticRouter location="/student/login?next=%2Fstudent%2Fdashboard">{page}</StaticRouter>,
    );
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('login');
    expect(container).toHaveTextContent('/student/login?next=%2Fstudent%2Fdashboard');
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
  it('hydrates at the address the server rendered when the page has moved since, then follows the address', async () => {
    // A part shown on some pages only, as the site's footer: hydrated at the new address it would render nothing,
    // and React would leave the server's element in place, owned by no one, and add its own on coming back.
    function OnHome() {
      const { pathname } = useLocation();
      return pathname === '/' ? <footer>home footer</footer> : null;
    }
    window.history.replaceState(null, '', '/');
    const mark = document.createElement('script');
    mark.type = 'application/json';
    mark.id = SSR_ELEMENT_ID;
    mark.textContent = JSON.stringify({ path: '/', lang: 'en', banner: null });
    document.head.append(mark);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <StaticRouter location="/">
        <OnHome />
      </StaticRouter>,
    );
    document.body.append(container);
    // A press elsewhere on the page moved it before this part was hydrated.
    window.history.pushState(null, '', '/student/login');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    const root = await act(async () => hydrateRoot(container, <OnHome />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelectorAll('footer')).toHaveLength(0);
    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await waitFor(() => expect(container.querySelectorAll('footer')).toHaveLength(1));
    // Still one once everything has settled.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelectorAll('footer')).toHaveLength(1);
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
    mark.remove();
  });
});
