/** MUI's own SelectInput module (not in its package exports), as vite.plugins.ts `lazySelectInputPlugin` names it. */
declare module 'virtual:mui-select-input' {
  import type { ComponentType, Ref } from 'react';

  const SelectInput: ComponentType<Record<string, unknown> & { ref?: Ref<unknown> }>;
  export default SelectInput;
}
