/**
 * Serves both built front ends from one origin (DESIGN.md §3): the customer routes get the forms app,
 * every other non-API GET the console. A missing build answers a short page saying what to run.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { customerPagePolicy, playgroundPagePolicy } from './security';
import express, { type RequestHandler, type Router } from 'express';
import { staticAssets } from './static-assets';
import { repoRoot } from '../config';
import type { AppContext } from '../context';
import { linkPageSender } from './link-pages';

/**
 * Customer routes of customer-portal.md §2, matched case-insensitively (/login, /Login/loggedOut, …), and a
 * reference's answer page /Reference/{unit}/{token} (README 'Reference requests') and a denial's reasons page
 * /Reasons/{token} (README 'Regulation B').
 */
export const customerRoute =
  /^\/(apply|activation|reference|reasons|docusigncomplete|sign|login|forgotpassword|passwordreset|register)(\/|$)/i;
/** The forms app's development page: its own policy (security.ts). */
const playgroundRoute = /^\/playground(\/|$)/i;

export interface FrontEndDirs {
  formsDist: string;
  adminDist: string;
  /** The customer app's server renderer of link pages' first views (link-pages.ts); none when unset. */
  formsServerView?: string;
}

export const defaultFrontEndDirs: FrontEndDirs = {
  formsDist: path.join(repoRoot, 'forms', 'dist'),
  adminDist: path.join(repoRoot, 'admin', 'dist'),
  formsServerView: path.join(repoRoot, 'forms', 'dist-server', 'server-view.js'),
};

const notBuilt = (app: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Credit Portal</title></head>` +
  `<body><h1>The ${app} is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, ` +
  `which builds first) and reload this page.</p></body></html>`;

type LinkPageSender = ReturnType<typeof linkPageSender>;

function sendIndex(dist: string, app: string, csp?: string, linkPage?: LinkPageSender): RequestHandler {
  return (req, res, next) => {
    const index = path.join(dist, 'index.html');
    // index.html must never be cached: it names the hashed asset files of the current build.
    res.setHeader('Cache-Control', 'no-cache');
    if (csp) res.setHeader('Content-Security-Policy', csp);
    if (!existsSync(index)) return res.status(503).type('html').send(notBuilt(app));
    const sendPlain = () => res.sendFile(index);
    if (!linkPage) return sendPlain();
    linkPage(req, res, index, sendPlain).catch(next);
  };
}

export function frontEnds(
  dirs: FrontEndDirs = defaultFrontEndDirs,
  ctx?: Pick<AppContext, 'db' | 'logger'>,
): Router {
  const router = express.Router();
  const linkPage = ctx && dirs.formsServerView ? linkPageSender(ctx, dirs.formsServerView) : undefined;
  const forms = sendIndex(dirs.formsDist, 'customer portal', customerPagePolicy, linkPage);
  const playground = sendIndex(dirs.formsDist, 'customer portal', playgroundPagePolicy);
  const admin = sendIndex(dirs.adminDist, 'staff console');
  router.use('/portal', staticAssets(dirs.formsDist));
  router.get('/portal/{*rest}', forms);
  router.get(customerRoute, forms);
  router.get(playgroundRoute, playground);
  router.use(staticAssets(dirs.adminDist));
  router.get('/{*rest}', admin);
  return router;
}
