import { Chip } from '@mui/material';
import type { FormDefinitionStatus } from '@cp/schemas/contracts/form-definitions';

const COLOR = { draft: 'warning', published: 'success', retired: 'default' } as const;

export function StatusChip({ status }: { status: FormDefinitionStatus }) {
  return <Chip size="small" label={status} color={COLOR[status]} variant="outlined" />;
}
