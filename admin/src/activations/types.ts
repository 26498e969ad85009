import type { ActivationListItem } from '@cp/schemas/contracts/activations';

/** What the list endpoint answers per row: the shared contract of the api and the console. */
export type ActivationRow = ActivationListItem;
