/**
 * How wide a property's cell is from 600 px ('sm') up, by its UI schema's `ui:options.cell`: short fields sit
 * side by side (City / State / Zip in thirds, Phone / Email in halves); on a phone every field is full width.
 */
export const CELL_SIZES = {
  full: { xs: 12 },
  half: { xs: 12, sm: 6 },
  third: { xs: 12, sm: 4 },
} as const;
export type CellWidth = keyof typeof CELL_SIZES;

export function cellOf(uiSchema: unknown): CellWidth {
  const cell = (uiSchema as { 'ui:options'?: { cell?: unknown } } | undefined)?.['ui:options']?.cell;
  return typeof cell === 'string' && cell in CELL_SIZES ? (cell as CellWidth) : 'full';
}

/** The same widths for a CSS grid of plain children marked `data-cell` (the root template's sections). */
export const CELL_GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(12, minmax(0, 1fr))' },
  '& > *': { gridColumn: { sm: 'span 12' } },
  '& > [data-cell="half"]': { gridColumn: { sm: 'span 6' } },
  '& > [data-cell="third"]': { gridColumn: { sm: 'span 4' } },
} as const;
