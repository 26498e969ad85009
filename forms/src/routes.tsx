import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useParams } from './router';
import { portalApi } from './api/portal';
import { prefetchLinkRecord, seedLinkRecord } from './portal/link-prefetch';
import type { LinkRecord } from './api/portal';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ForgotPasswordPage from './signin/ForgotPasswordPage';
import LoginPage from './signin/LoginPage';
import PasswordResetPage from './signin/PasswordResetPage';
import RegisterPage from './signin/RegisterPage';

// The playground (renderer helper's folder) carries the whole forms engine: loaded only when opened.
// A glob keeps this app building while that folder is being written.
const playgroundModule = import.meta.glob<{ default: ComponentType }>('./playground/Playground.tsx');
const Playground = lazy(async () => {
  const load = playgroundModule['./playground/Playground.tsx'];
  if (!load) throw new Error('The playground is not part of this build.');
  return load();
});

// The form editor's preview (the console frames it): the engine too, its own chunk.
const DefinitionPreviewPage = lazy(() => import('./playground/DefinitionPreviewPage'));

/**
 * A lazily loaded page that renders at once, without a Suspense fallback, once `preload` has loaded it: the app
 * waits for a link page's code before replacing the first view the server rendered (preloadLinkPage).
 */
function preloadable(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}

// The portal pages carry the forms engine (RJSF, ajv): their own chunk, not loaded by the sign-in screens.
const ActivationPage = preloadable(() => import('./portal/ActivationPage'));
const ApplyPage = preloadable(() => import('./portal/ApplyPage'));
const DocuSignCompletePage = lazy(() => import('./portal/DocuSignCompletePage'));
const SignAgreementPage = lazy(() => import('./portal/SignAgreementPage'));
const ReferencePage = lazy(() => import('./portal/reference/ReferencePage'));
const ReasonsPage = lazy(() => import('./portal/reasons/ReasonsPage'));

/**
 * A customer link's page: its record starts loading now, beside the page's chunk, not once that chunk has run
 * (portal/link-prefetch.ts; the page takes the answer).
 */
function LinkPage({ load, children }: { load: typeof portalApi.getInvite; children: ReactNode }) {
  const { division = '', email = '', applicationID = '' } = useParams();
  prefetchLinkRecord(load, { id: applicationID, email, division });
  return children;
}

const LINK_PAGES = [
  { path: '/Activation/:division/:email/:applicationID', load: portalApi.getInvite, page: ActivationPage },
  { path: '/Apply/:division/:email/:applicationID', load: portalApi.getInviteApplication, page: ApplyPage },
];

/**
 * For a customer link's page, loads its code and its record (main.tsx waits for both under the first view the
 * server rendered into the HTML, so the app's first render shows that same view and the page does not flash a
 * loading screen). Resolves at once on other pages; never rejects (the page reports a failed load itself).
 */
export async function preloadLinkPage(pathname: string): Promise<void> {
  for (const { path, load, page } of LINK_PAGES) {
    const params = matchPath(path, pathname);
    if (!params) continue;
    const { division = '', email = '', applicationID = '' } = params;
    await Promise.allSettled([
      prefetchLinkRecord(load, { id: applicationID, email, division }),
      page.preload(),
    ]);
  }
}

/**
 * Prepares the server's rendering of a link page at `pathname` with the record it read (server-view.tsx): the
 * page's code loaded, the record handed to the page as arrived. Undefined when the path is no link page; else
 * the function that forgets the record once rendered.
 */
export async function prepareLinkPage(
  pathname: string,
  record: LinkRecord,
): Promise<(() => void) | undefined> {
  for (const { path, load, page } of LINK_PAGES) {
    const params = matchPath(path, pathname);
    if (!params) continue;
    const { division = '', email = '', applicationID = '' } = params;
    await page.preload();
    return seedLinkRecord(
      load,
      { id: applicationID, email, division },
      { success: true, message: '', data: record },
    );
  }
  return undefined;
}

function Loading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** customer-portal.md §2 route table. React Router matches paths case-insensitively by default. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/login/:loggedOut?" element={<LoginPage />} />
        <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
        <Route path="/passwordreset/:id?/:invite?" element={<PasswordResetPage />} />
        <Route path="/Register/:id/:token" element={<RegisterPage />} />
        <Route
          path="/Activation/:division/:email/:applicationID"
          element={
            <LinkPage load={portalApi.getInvite}>
              <ActivationPage />
            </LinkPage>
          }
        />
        <Route
          path="/Apply/:division/:email/:applicationID"
          element={
            <LinkPage load={portalApi.getInviteApplication}>
              <ApplyPage />
            </LinkPage>
          }
        />
        <Route path="/DocuSignComplete/:division/:envelopeID" element={<DocuSignCompletePage />} />
        <Route path="/Sign/:division/:token" element={<SignAgreementPage />} />
        <Route path="/Reference/:unit/:token" element={<ReferencePage />} />
        <Route path="/Reasons/:token" element={<ReasonsPage />} />
        <Route path="/playground" element={<Playground />} />
        <Route path="/playground/preview" element={<DefinitionPreviewPage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </Suspense>
  );
}
