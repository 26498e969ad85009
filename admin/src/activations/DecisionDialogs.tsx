import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import {
  ACTIVATION_UPDATED,
  CONTACT_REQUIRED,
  CUSTOMER_CODE_REQUIRED,
  DENIAL_CODE_REQUIRED,
} from '@cp/schemas/messages/activations';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useFieldErrors } from '../dialogs/useFieldErrors';
import { activationApi, serverWarning } from './api';
import { ContactsSelect } from './ContactsSelect';
import { thousands } from './format';
import { NotesField } from './SmallDialogs';
import { unitIdOf, type ActivationRef } from './types';
import { useContacts, useDenialCodes } from './useUnitLists';

interface Props {
  record: ActivationRef | null;
  onClose: () => void;
  onDone: () => void;
}

/** Activation Approval (§2, §5): amount defaulted to the unit's quick credit amount, customer code, contacts, terms. */
export function ApproveDialog({ record, onClose, onDone }: Props) {
  const contactOptions = useContacts(record ? unitIdOf(record) : null);
  const [amount, setAmount] = useState('');
  const [customerCode, setCustomerCode] = useState('');
  const [contacts, setContacts] = useState<string[]>([]);
  const [paymentTerms, setPaymentTerms] = useState('');
  const { errors, check, reset } = useFieldErrors<'customerCode' | 'contacts'>();

  useEffect(() => {
    if (!record) return;
    setAmount(thousands(String(Math.trunc(record.quickCreditAmount || 0))));
    setCustomerCode(record.customerCode ?? '');
    setContacts([]);
    setPaymentTerms('');
    reset();
  }, [record, reset]);

  return (
    <ActionDialog
      open={!!record}
      form
      title="Activation Approval"
      action={{ label: 'Approve', color: 'success' }}
      onClose={onClose}
      validate={() =>
        check({
          customerCode: customerCode.trim() ? undefined : CUSTOMER_CODE_REQUIRED,
          contacts: contacts.length ? undefined : CONTACT_REQUIRED,
        })
      }
      run={async () => {
        await activationApi.approve(record!.id, {
          approvedAmount: amount.replace(/\D/g, ''),
          customerCode,
          contacts,
          paymentTerms,
        });
        return ACTIVATION_UPDATED;
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
        helperText=" "
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
    </ActionDialog>
  );
}

/** Activation Denial (§2, §5): denial code, 7-row notes, contacts. */
export function DenyDialog({ record, onClose, onDone }: Props) {
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
      title="Activation Denial"
      action={{ label: 'Deny', color: 'error' }}
      onClose={onClose}
      validate={() =>
        check({
          denialCode: denialCode ? undefined : DENIAL_CODE_REQUIRED,
          contacts: contacts.length ? undefined : CONTACT_REQUIRED,
        })
      }
      run={async () => {
        await activationApi.deny(record!.id, { denialCode, notes, contacts });
        return ACTIVATION_UPDATED;
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
      <NotesField value={notes} onChange={setNotes} />
      <ContactsSelect
        contacts={contactOptions}
        value={contacts}
        onChange={setContacts}
        error={errors.contacts}
      />
    </ActionDialog>
  );
}
