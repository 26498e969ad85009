import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { useRecordContext } from 'react-admin';
import type { UnitDenialCode, UnitRecord } from '@cp/schemas/contracts/units-admin';
import { denialCodeDeleteText, denialCodeDeleteTitle } from '@cp/schemas/messages/units-admin';
import { useAbility } from '../auth/AbilityContext';
import { ActionDialog } from '../dialogs/ActionDialog';
import { formatDate } from '../submissions/format';
import type { UnitAdminKind } from './kind';
import { serverFailure, useUnitsAdminApi } from './useUnitsAdminApi';

type Editing = { id?: string; code: string; description: string };
/** Typing keeps letters, digits and '-' only, upper-cased (§5 'Denial code'); the server checks again. */
const cleanCode = (v: string) => v.toUpperCase().slice(0, 20);

/** Denial Codes table (back-office.md §2, §4): Code, Description, Date Added; edit, delete, New Denial Code. */
export function DenialCodesCard({ kind }: { kind: UnitAdminKind }) {
  const record = useRecordContext<UnitRecord>();
  const api = useUnitsAdminApi(kind.resource);
  const canEdit = useAbility().can('create', 'DenialCode');
  const [rows, setRows] = useState<UnitDenialCode[]>(record?.denialCodes ?? []);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<UnitDenialCode>();
  if (!record) return null;

  const save = async (c: Editing) => {
    const { message, data } = await api.setDenialCode(
      record.id,
      { code: c.code, description: c.description },
      c.id,
    );
    const saved: UnitDenialCode = {
      id: data.id,
      code: c.code.trim().toUpperCase(),
      description: c.description.trim(),
      addDate: rows.find((r) => r.id === data.id)?.addDate ?? new Date().toISOString(),
    };
    setRows((all) =>
      [...all.filter((r) => r.id !== data.id), saved].sort((a, b) => a.code.localeCompare(b.code)),
    );
    return message;
  };
  const remove = async (c: UnitDenialCode) => {
    const { message } = await api.deleteDenialCode(record.id, c.id);
    setRows((all) => all.filter((r) => r.id !== c.id));
    return message;
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title="Denial Codes"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          canEdit && (
            <Button startIcon={<AddIcon />} onClick={() => setEditing({ code: '', description: '' })}>
              New Denial Code
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {/* No intrinsic width: on a phone the table scrolls inside the card instead of widening the page. */}
        <TableContainer sx={{ width: 0, minWidth: '100%' }}>
          <Table size="small" aria-label="Denial codes">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Description</TableCell>
                <TableCell>Date Added</TableCell>
                {canEdit && <TableCell align="right" aria-label="Actions" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.code}</TableCell>
                  <TableCell>{c.description}</TableCell>
                  <TableCell>{formatDate(c.addDate)}</TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label={`Edit ${c.code}`} onClick={() => setEditing({ ...c })}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton aria-label={`Delete ${c.code}`} onClick={() => setDeleting(c)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>No denial codes yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
      <ActionDialog
        open={!!editing}
        title={editing?.id ? 'Edit Denial Code' : 'New Denial Code'}
        action={{ label: 'Save' }}
        form
        onClose={() => setEditing(undefined)}
        run={() => save(editing as Editing)}
        failure={serverFailure}
        onDone={() => setEditing(undefined)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Code"
            value={editing?.code ?? ''}
            onChange={(e) => setEditing((c) => c && { ...c, code: cleanCode(e.target.value) })}
          />
          <TextField
            label="Description"
            value={editing?.description ?? ''}
            onChange={(e) => setEditing((c) => c && { ...c, description: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </ActionDialog>
      <ActionDialog
        open={!!deleting}
        title={denialCodeDeleteTitle(deleting?.code ?? '')}
        action={{ label: 'Delete', color: 'error' }}
        onClose={() => setDeleting(undefined)}
        run={() => remove(deleting as UnitDenialCode)}
        failure={serverFailure}
        onDone={() => setDeleting(undefined)}
      >
        {denialCodeDeleteText(deleting?.code ?? '')}
      </ActionDialog>
    </Card>
  );
}
