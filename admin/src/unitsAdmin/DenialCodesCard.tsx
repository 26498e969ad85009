import { useState } from 'react';
import { IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { useRecordContext } from 'react-admin';
import type { UnitDenialCode, UnitRecord } from '@cp/schemas/contracts/units-admin';
import { denialCodeDeleteText, denialCodeDeleteTitle } from '@cp/schemas/messages/units-admin';
import { useAbility } from '../auth/AbilityContext';
import { formatDate } from '../submissions/format';
import { EditableListCard, type EditableField } from './EditableListCard';
import type { UnitAdminKind } from './kind';
import { useUnitsAdminApi } from './useUnitsAdminApi';

type Editing = { id?: string; code: string; description: string; reasonStatement: string };
/** Typing upper-cases and keeps 20 characters (§5 'Denial code'); the server checks every rule again. */
const FIELDS: EditableField<Editing>[] = [
  { key: 'code', label: 'Code', clean: (v) => v.toUpperCase().slice(0, 20) },
  { key: 'description', label: 'Description', maxLength: 500 },
  // What a denial with this code states as its reason (README 'Regulation B').
  { key: 'reasonStatement', label: 'Reason Statement', maxLength: 200 },
];

/** Denial Codes table (back-office.md §2, §4): Code, Description, Date Added; edit, delete, New Denial Code. */
export function DenialCodesCard({ kind }: { kind: UnitAdminKind }) {
  const record = useRecordContext<UnitRecord>();
  const api = useUnitsAdminApi(kind.resource);
  const canEdit = useAbility().can('create', 'DenialCode');
  const [rows, setRows] = useState<UnitDenialCode[]>(record?.denialCodes ?? []);
  if (!record) return null;

  const save = async (c: Editing) => {
    const { message, data } = await api.setDenialCode(
      record.id,
      { code: c.code, description: c.description, reasonStatement: c.reasonStatement },
      c.id,
    );
    const saved: UnitDenialCode = {
      id: data.id,
      code: c.code.trim().toUpperCase(),
      description: c.description.trim(),
      reasonStatement: c.reasonStatement.trim(),
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
    <EditableListCard<UnitDenialCode, Editing>
      title="Denial Codes"
      noun="Denial Code"
      canEdit={canEdit}
      blank={{ code: '', description: '', reasonStatement: '' }}
      fields={FIELDS}
      save={save}
      confirm={{
        title: (c) => denialCodeDeleteTitle(c.code),
        text: (c) => denialCodeDeleteText(c.code),
        action: { label: 'Delete', color: 'error' },
        run: remove,
      }}
    >
      {({ edit, ask }) => (
        // No intrinsic width: on a phone the table scrolls inside the card instead of widening the page, and
        // the keyboard scrolls it too (Read Only has no button inside to reach it by; WCAG 2.1.1).
        <TableContainer
          sx={{ width: 0, minWidth: '100%' }}
          tabIndex={0}
          role="region"
          aria-label="Denial codes table"
        >
          <Table size="small" aria-label="Denial codes">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Description</TableCell>
                <TableCell>Reason Statement</TableCell>
                <TableCell>Date Added</TableCell>
                {canEdit && <TableCell align="right" aria-label="Actions" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.code}</TableCell>
                  <TableCell>{c.description}</TableCell>
                  <TableCell>{c.reasonStatement}</TableCell>
                  <TableCell>{formatDate(c.addDate)}</TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label={`Edit ${c.code}`} onClick={() => edit(c)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton aria-label={`Delete ${c.code}`} onClick={() => ask(c)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>No denial codes yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </EditableListCard>
  );
}
