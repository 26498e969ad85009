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

/** Customer routes of customer-portal.md §2, matched case-insensitively (/login, /Login/loggedOut, …). */
export const customerRoute =
  /^\/(apply|activation|docusigncomplete|sign|login|forgotpassword|passwordreset|register)(\/|$)/i;
/** The forms app's development page: its own policy (security.ts). */
const playgroundRoute = /^\/playground(\/|$)/i;

export interface FrontEndDirs {
  formsDist: string;
  adminDist: string;
}

export const defaultFrontEndDirs: FrontEndDirs = {
  formsDist: path.join(repoRoot, 'forms', 'dist'),
  adminDist: path.join(repoRoot, 'admin', 'dist'),
};

const notBuilt = (app: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Credit Portal</title></head>` +
  `<body><h1>The ${app} is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, ` +
  `which builds first) and reload this page.</p></body></html>`;

function sendIndex(dist: string, app: string, csp?: string): RequestHandler {
  return (_req, res) => {
    const index = path.join(dist, 'index.html');
    // index.html must never be cached: it names the hashed asset files of the current build.
    res.setHeader('Cache-Control', 'no-cache');
    if (csp) res.setHeader('Content-Security-Policy', csp);
    if (existsSync(index)) return res.sendFile(index);
    res.status(503).type('html').send(notBuilt(app));
  };
}

export function frontEnds(dirs: FrontEndDirs = defaultFrontEndDirs): Router {
  const router = express.Router();
  const forms = sendIndex(dirs.formsDist, 'customer portal', customerPagePolicy);
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
