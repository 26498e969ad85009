import { Box } from '@mui/material';
import type { Column } from './types';

/**
 * Two columns in one, the second under the first in the secondary colour (issue 15 item 10: the REVIEWED
 * lists merge low-value columns so they fit 1280 px beside the open side menu without a sideways scroll).
 */
export function stacked<Row>(label: string, top: Column<Row>, bottom: Column<Row>): Column<Row> {
  return {
    label,
    cell: (r) => (
      <>
        <Box component="span" sx={{ display: 'block' }} title={top.label}>
          {top.cell(r)}
        </Box>
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }} title={bottom.label}>
          {bottom.cell(r)}
        </Box>
      </>
    ),
  };
}
