import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { usePermissions } from 'react-admin';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useFieldErrors } from '../dialogs/useFieldErrors';
import { serverWarning, useSubmissionApi } from './api';
import { ContactsSelect } from './ContactsSelect';
import { thousands } from './format';
import { NotesField } from './SmallDialogs';
import { useKind } from './KindContext';
import { unitIdOf, type SubmissionRef } from './types';
import { useContacts, useDenialCodes } from './useUnitLists';

interface Props {
  record: SubmissionRef | null;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The approval dialog (§2, §5): amount defaulted to the unit's quick credit amount, customer code, contacts,
 * payment terms, and the kind's own fields and rules (applications: net terms, the approver's cap).
 */
export function ApproveDialog({ record, onClose, onDone }: Props) {
  const kind = useKind();
  const api = useSubmissionApi(kind.resource);
  const { permissions: user } = usePermissions<SessionUser | undefined>();
  const contactOptions = useContacts(record ? unitIdOf(record) : null);
  const [amount, setAmount] = useState('');
  const [customerCode, setCustomerCode] = useState('');
  const [contacts, setContacts] = useState<string[]>([]);
  const [paymentTerms, setPaymentTerms] = useState('');
  const [netTerms, setNetTerms] = useState('');
  const { errors, check, reset } = useFieldErrors<'amount' | 'customerCode' | 'contacts' | 'netTerms'>();

  useEffect(() => {
    if (!record) return;
    setAmount(thousands(String(Math.trunc(record.quickCreditAmount || 0))));
    setCustomerCode(record.customerCode ?? '');
    setContacts([]);
    setPaymentTerms('');
    setNetTerms('');
    reset();
  }, [record, reset]);

  return (
    <ActionDialog
      open={!!record}
      form
      title={kind.dialogs.approveTitle}
      action={{ label: 'Approve', color: 'success' }}
      onClose={onClose}
      validate={() =>
        check(
          kind.approval.validate(
            { amount: Number(amount.replace(/\D/g, '') || 0), customerCode, contacts, netTerms },
            record!,
            user,
          ),
        )
      }
      run={async () => {
        await api.approve(record!.id, {
          approvedAmount: amount.replace(/\D/g, ''),
          customerCode,
          contacts,
          paymentTerms,
          ...(kind.approval.netTerms ? { netTerms } : {}),
        });
        return kind.messages.decided.approved;
      }}
      failure={serverWarning}
      onDone={onDone}
    >
      <TextField
        fullWidth
        margin="dense"
        label="Amount Approved"
        value={amount}
        onChange={(e) => setAmount(thousands(e.target.value))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={!!errors.amount}
        helperText={errors.amount || ' '}
      />
      <TextField
        fullWidth
        margin="dense"
        label="Customer Code"
        value={customerCode}
        onChange={(e) => setCustomerCode(e.target.value)}
        error={!!errors.customerCode}
        helperText={errors.customerCode || ' '}
      />
      <ContactsSelect
        contacts={contactOptions}
        value={contacts}
        onChange={setContacts}
        error={errors.contacts}
      />
      <TextField
        fullWidth
        margin="dense"
        label="Payment Terms"
        value={paymentTerms}
        onChange={(e) => setPaymentTerms(e.target.value)}
      />
      {kind.approval.netTerms ? (
        <TextField
          fullWidth
          margin="dense"
          label="Net Terms"
          value={netTerms}
          onChange={(e) => setNetTerms(e.target.value)}
          error={!!errors.netTerms}
          helperText={errors.netTerms || ' '}
        />
      ) : null}
    </ActionDialog>
  );
}

/** The denial dialog (§2, §5): denial code, notes, contacts. */
export function DenyDialog({ record, onClose, onDone }: Props) {
  const kind = useKind();
  const api = useSubmissionApi(kind.resource);
  const m = kind.messages.denial;
  const unitId = record ? unitIdOf(record) : null;
  const contactOptions = useContacts(unitId);
  const codes = useDenialCodes(unitId);
  const [denialCode, setDenialCode] = useState('');
  const [notes, setNotes] = useState('');
  const [contacts, setContacts] = useState<string[]>([]);
  const { errors, check, reset } = useFieldErrors<'denialCode' | 'contacts'>();

  useEffect(() => {
    if (!record) return;
    setDenialCode('');
    setNotes(record.notes ?? '');
    setContacts([]);
    reset();
  }, [record, reset]);

  return (
    <ActionDialog
      open={!!record}
      form
      title={kind.dialogs.denyTitle}
      action={{ label: 'Deny', color: 'error' }}
      onClose={onClose}
      validate={() =>
        check({
          denialCode: denialCode ? undefined : m.denialCodeRequired,
          contacts: contacts.length ? undefined : m.contactRequired,
        })
      }
      run={async () => {
        await api.deny(record!.id, { denialCode, notes, contacts });
        return kind.messages.decided.denied;
      }}
      failure={serverWarning}
      onDone={onDone}
    >
      <TextField
        select
        fullWidth
        margin="dense"
        label="Denial Code"
        value={denialCode}
        onChange={(e) => setDenialCode(e.target.value)}
        error={!!errors.denialCode}
        helperText={errors.denialCode || ' '}
      >
        {codes.map((c) => (
          <MenuItem key={c.id} value={c.code}>
            {c.code} - {c.description}
          </MenuItem>
        ))}
      </TextField>
      <NotesField value={notes} onChange={setNotes} rows={kind.dialogs.notesRows} />
      <ContactsSelect
        contacts={contactOptions}
        value={contacts}
        onChange={setContacts}
        error={errors.contacts}
      />
    </ActionDialog>
  );
}
