import { lazy } from 'react';

/**
 * RJSF's core renders descriptions and help through markdown-to-jsx when a UI schema asks for it
 * (`ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp`); none of our forms does, and the parser is 32 KB
 * gzip of every form page's first load. The forms build (vite.config.ts) hands RJSF this instead: the same
 * component, loaded the first time a form does ask for markdown.
 */
export const Markdown = lazy(() => import('markdown-to-jsx/react').then((m) => ({ default: m.Markdown })));
