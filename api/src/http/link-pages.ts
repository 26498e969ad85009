/**
 * A customer link's page with its first view in the HTML (issue 17). On a phone on a slow network the customer
 * app's scripts take seconds to arrive and run; the page's division header, heading, introduction and the form's
 * reserved place need none of them. The server reads the link's record (without recording an open: a mail
 * scanner fetching the URL is not the customer) and renders that view with the customer app's own components,
 * built for Node at `npm run build` (forms/src/server-view.tsx → forms/dist-server/server-view.js). The app then
 * draws the same view over it (forms/src/main.tsx) and carries on. The API imports no React: it loads that
 * built function from the front end's build output, as it serves its HTML.
 *
 * Anything that stops the view (the link refused, the renderer not built or failing) sends the plain page, whose
 * app shows what it shows today (the expired page, the retry page): the first view is an addition, never a gate.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { AppContext } from '../context';
import { AppError, ErrorCode } from '../errors';
import { readInvite } from '../services/portal/get-invite';
import type { InviteView } from '../services/portal/invite-view';
import type { FormName } from '../services/submissions/find-by-link';

/** The app rendered at a link page's path, or undefined for a view it leaves to the browser (forms/src/server-view.tsx). */
export type RenderLinkPage = (pathname: string, record: InviteView) => Promise<string | undefined>;

/** /Activation/{division}/{email}/{applicationID} and /Apply/…, as customer-portal.md §2 names them. */
const linkPath = /^\/(activation|apply)\/([^/]+)\/([^/]+)\/([^/]+)\/?$/i;
const EMPTY_ROOT = '<div id="root"></div>';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The built renderer, loaded once; undefined when the customer app was built without it. */
function rendererAt(
  modulePath: string,
  logger: AppContext['logger'],
): () => Promise<RenderLinkPage | undefined> {
  let loading: Promise<RenderLinkPage | undefined> | undefined;
  return () =>
    (loading ??= existsSync(modulePath)
      ? import(pathToFileURL(modulePath).href).then(
          (module: { renderLinkPage?: RenderLinkPage }) => module.renderLinkPage,
          (error: unknown) => {
            logger.warn(
              { err: error },
              'the link pages renderer did not load; link pages are sent without a first view',
            );
            return undefined;
          },
        )
      : Promise.resolve(undefined));
}

/**
 * The markup of the page's first view, or undefined when it sends the plain page. Never throws.
 */
export async function linkPageView(
  { db, logger }: Pick<AppContext, 'db' | 'logger'>,
  pathname: string,
  render: () => Promise<RenderLinkPage | undefined>,
): Promise<string | undefined> {
  const match = linkPath.exec(pathname);
  if (!match) return undefined;
  const [, page, divisionSegment, emailSegment, id] = match;
  const form: FormName = page.toLowerCase() === 'activation' ? 'customer-activation' : 'credit-application';
  const division = decode(divisionSegment);
  try {
    const renderLinkPage = await render();
    if (!renderLinkPage) return undefined;
    const record = await readInvite({
      db,
      id: decode(id),
      email: decode(emailSegment),
      form,
      divisionHint: division,
    });
    return await renderLinkPage(pathname, record);
  } catch (error) {
    // A refused link is the app's to show (its expired page); anything else is worth a line in the log.
    if (!(error instanceof AppError && error.code === ErrorCode.NotFound))
      logger.warn({ err: error }, 'a link page was sent without its first view');
    return undefined;
  }
}

/** Sends the customer app's index.html for a link page, with its first view when it can be rendered. */
export function linkPageSender(ctx: Pick<AppContext, 'db' | 'logger'>, serverModule: string) {
  const render = rendererAt(serverModule, ctx.logger);
  // Loaded at start, not by the first customer to open a link (React and MUI take a moment to load).
  void render();
  return async (req: Request, res: Response, index: string, sendPlain: () => void) => {
    const view = await linkPageView(ctx, req.path, render);
    if (view === undefined) return sendPlain();
    const html = await readFile(index, 'utf8');
    if (!html.includes(EMPTY_ROOT)) return sendPlain();
    // The page holds the customer's record: this browser's to keep, no shared cache's.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.type('html').send(html.replace(EMPTY_ROOT, `<div id="root">${view}</div>`));
  };
}
