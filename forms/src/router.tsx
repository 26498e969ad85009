import {
  Children,
  createContext,
  forwardRef,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The customer app's router: the part of React Router it used (a route table of absolute patterns with
 * `:param`, optional `:param?` and `*`, matched case-insensitively; params, navigation with state, links), in
 * about 1 KB gzip instead of React Router's 14 KB of every customer page's first load (issue 17). Same names and
 * the same behaviour for these uses, so pages read as they did with react-router-dom.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What `navigate(to, { state })` carried; null when nothing did. */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface History {
  location(): Location;
  go(to: string, options: NavigateOptions): void;
  listen(onChange: () => void): () => void;
}

function locationOf(to: string, state: unknown): Location {
  const url = new URL(to, 'http://router.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null };
}

/** The browser's history; the state travels as `{ usr }` in history.state (React Router's shape). */
function browserHistory(): History {
  let current: Location | undefined;
  const read = () => {
    const { pathname, search, hash } = window.location;
    const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
    if (
      !current ||
      current.pathname !== pathname ||
      current.search !== search ||
      current.hash !== hash ||
      current.state !== state
    )
      current = { pathname, search, hash, state };
    return current;
  };
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    location: read,
    go(to, { replace, state }) {
      const entry = { usr: state ?? null };
      if (replace) window.history.replaceState(entry, '', to);
      else window.history.pushState(entry, '', to);
      notify();
    },
    listen(onChange) {
      listeners.add(onChange);
      window.addEventListener('popstate', onChange);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('popstate', onChange);
      };
    },
  };
}

function memoryHistory(initial: string): History {
  let current = locationOf(initial, null);
  const listeners = new Set<() => void>();
  return {
    location: () => current,
    go(to, { state }) {
      current = locationOf(to, state);
      listeners.forEach((listener) => listener());
    },
    listen(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

interface RouterState {
  location: Location;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const location = useSyncExternalStore(history.listen, history.location, history.location);
  const navigate = useCallback(
    (to: string, options: NavigateOptions = {}) => history.go(to, options),
    [history],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(browserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router outside the address bar (tests): starts at the first entry. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries[0] ?? '/'));
  return <Router history={history}>{children}</Router>;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component must be rendered inside a router.');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = () => useRouter().navigate;
export const useParams = (): Readonly<Record<string, string | undefined>> => useContext(ParamsContext);

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The params of `pathname` under `pattern`, or undefined when it does not match. Literal segments compare
 * case-insensitively (React Router's default); a trailing slash does not matter; values are URI-decoded.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    const part = wanted[i];
    if (part === '*') {
      params['*'] = given.slice(i).map(decode).join('/');
      return params;
    }
    const segment = given[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      if (segment === undefined) {
        if (optional) continue;
        return undefined;
      }
      params[part.slice(1, optional ? -1 : undefined)] = decode(segment);
    } else if (segment === undefined || decode(segment).toLowerCase() !== part.toLowerCase()) {
      return undefined;
    }
  }
  return given.length > wanted.length ? undefined : params;
}

interface RouteProps {
  path: string;
  element: ReactNode;
}

/** One row of a route table: `<Routes>` reads its props, it renders nothing itself. */
export function Route(_: RouteProps): ReactElement | null {
  return null;
}

/** Renders the element of the first route matching the location (a `*` route only when none other does). */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const routes = Children.toArray(children).filter(
    (child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route,
  );
  const ordered = [
    ...routes.filter((r) => r.props.path !== '*'),
    ...routes.filter((r) => r.props.path === '*'),
  ];
  for (const route of ordered) {
    const params = matchPath(route.props.path, pathname);
    if (params) return <ParamsContext.Provider value={params}>{route.props.element}</ParamsContext.Provider>;
  }
  return null;
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

type LinkProps = { to: string } & NavigateOptions & AnchorHTMLAttributes<HTMLAnchorElement>;

/** An anchor that navigates in the app on a plain click (a new tab, a modified click: the browser's own). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, children, ...rest },
  ref,
) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return (
    <a ref={ref} href={to} target={target} onClick={follow} {...rest}>
      {children}
    </a>
  );
});
