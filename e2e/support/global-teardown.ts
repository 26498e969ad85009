/** Removes the ready data directories support/global-setup.ts made (the servers' copies remove themselves). */
import { rmSync } from 'node:fs';
import { TEMPLATE_ROOT } from './global-setup';

export default function globalTeardown(): void {
  rmSync(TEMPLATE_ROOT, { recursive: true, force: true });
}
