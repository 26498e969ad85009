import { forwardRef, lazy, Suspense } from 'react';

/**
 * MUI's SelectInput (the non-native select: a Menu in a Popover in a Modal with its focus trap and transitions),
 * for MUI's Select. TextField imports Select for `select` fields, so every page with a text box would carry that
 * menu (about 10 KB gzip of the first load, issue 17); our selects are native (widgets/NativeSelect), which MUI
 * renders with NativeSelectInput. The forms build (vite.plugins.ts) hands MUI's Select this instead: the same
 * input, loaded the first time a non-native select renders (in place: a fallback of its own, not the form's).
 */
const SelectInput = lazy(() => import('virtual:mui-select-input'));

const LazySelectInput = forwardRef<unknown, Record<string, unknown>>(function LazySelectInput(props, ref) {
  return (
    <Suspense fallback={<div className="MuiSelect-select" aria-busy="true" />}>
      <SelectInput ref={ref} {...props} />
    </Suspense>
  );
});

export default LazySelectInput;
