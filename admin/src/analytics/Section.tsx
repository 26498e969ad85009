/**
 * One dashboard section: its title and one-line explanation, the chart or (toggle) the same figures as a
 * table, and a CSV download of exactly what the table shows. The table is a real <table> with column
 * headers in a focusable region that scrolls sideways on a phone. An empty range says so.
 */
import { useId, useState, type ReactNode } from 'react';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { saveBlob } from '../submissions/api';
import { toCsv } from './csv';

/** A table cell: text as shown, or text linking to a console page. */
export type Cell = string | { text: string; to: string };
const textOf = (c: Cell) => (typeof c === 'string' ? c : c.text);

export interface SectionProps {
  title: string;
  explanation: string;
  columns: string[];
  /** Columns (by index) holding figures: right-aligned. */
  numeric?: number[];
  rows: Cell[][];
  /** The chart; without one the section is its table. */
  chart?: ReactNode;
  /** The download's name without `.csv`. */
  fileName: string;
}

export function Section({ title, explanation, columns, numeric = [], rows, chart, fileName }: SectionProps) {
  const headingId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const showTable = !chart || view === 'table';
  const empty = rows.length === 0;
  const download = () =>
    saveBlob(
      new Blob(
        [
          toCsv(
            columns,
            rows.map((r) => r.map(textOf)),
          ),
        ],
        { type: 'text/csv;charset=utf-8' },
      ),
      `${fileName}.csv`,
    );
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {explanation}
            </Typography>
          </Box>
          {empty ? null : (
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center' }}>
              {chart ? (
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={view}
                  onChange={(_, v: 'chart' | 'table' | null) => v && setView(v)}
                  aria-label={`${title}: show as`}
                >
                  <ToggleButton value="chart">Chart</ToggleButton>
                  <ToggleButton value="table">Table</ToggleButton>
                </ToggleButtonGroup>
              ) : null}
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                onClick={download}
                aria-label={`Download ${title} as CSV`}
              >
                CSV
              </Button>
            </Stack>
          )}
        </Stack>
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            Nothing in this range.
          </Typography>
        ) : showTable ? (
          <Box
            role="region"
            aria-label={`${title} (table)`}
            tabIndex={0}
            sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
          >
            <Table size="small">
              <TableHead>
                <TableRow>
                  {columns.map((c, i) => (
                    <TableCell
                      key={c}
                      component="th"
                      scope="col"
                      align={numeric.includes(i) ? 'right' : 'left'}
                      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                    >
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r, i) => (
                  <TableRow key={i}>
                    {r.map((c, j) => (
                      <TableCell
                        key={j}
                        align={numeric.includes(j) ? 'right' : 'left'}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {typeof c === 'string' ? (
                          c
                        ) : (
                          <Link component={RouterLink} to={c.to}>
                            {c.text}
                          </Link>
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          <Box sx={{ width: '100%', minWidth: 0 }}>{chart}</Box>
        )}
      </CardContent>
    </Card>
  );
}
