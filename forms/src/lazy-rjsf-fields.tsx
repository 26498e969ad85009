import { lazy } from 'react';

/**
 * RJSF's layout fields (`ui:field: 'LayoutGridField'` and the two it renders): RJSF's default registry names
 * them, so every form page would carry them (about 4 KB gzip of the first load, issue 17), yet no UI schema of
 * ours asks for them. The forms build (vite.plugins.ts) hands RJSF's registry these instead: the same
 * components, loaded the first time a form does use one.
 */
export const LayoutGridField = lazy(() => import('@rjsf/core/lib/components/fields/LayoutGridField.js'));
export const LayoutHeaderField = lazy(() => import('@rjsf/core/lib/components/fields/LayoutHeaderField.js'));
export const LayoutMultiSchemaField = lazy(
  () => import('@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js'),
);
