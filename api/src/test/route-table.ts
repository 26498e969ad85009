/**
 * The app's routes, walked from its Express router (nested routers included), so the suites that cover
 * every route (the authorisation matrix, the fuzz and fault suites) cover a new route without a line.
 */
import type express from 'express';
import { uploadFieldOf } from '../http/document-upload';

export interface RouteEntry {
  method: string;
  /** The route's path; a pattern route (the customer pages) by its source, e.g. '/^\/(apply|…)/i'. */
  path: string;
  /** The file's multipart field when the route takes an upload (http/document-upload.ts). */
  uploadField?: string;
}

type Layer = {
  route?: { path: unknown; methods: Record<string, boolean>; stack?: { handle?: unknown }[] };
  handle?: { stack?: Layer[] };
};

export function routeTable(app: express.Express): RouteEntry[] {
  const out: RouteEntry[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const uploadField = (layer.route.stack ?? []).map((l) => uploadFieldOf(l.handle)).find(Boolean);
        for (const method of Object.keys(layer.route.methods))
          out.push({
            method: method.toUpperCase(),
            path: String(layer.route.path),
            ...(uploadField ? { uploadField } : {}),
          });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return out;
}

/** The routes that take a document upload. */
export const uploadRoutes = (app: express.Express): Required<RouteEntry>[] =>
  routeTable(app).filter((r): r is Required<RouteEntry> => r.uploadField !== undefined);
