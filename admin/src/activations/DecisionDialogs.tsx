import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  ACTIVATION_UPDATED,
  CONTACT_REQUIRED,
  CUSTOMER_CODE_REQUIRED,
  DENIAL_CODE_REQUIRED,
} from '@cp/schemas/messages/activations';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { activationApi, failureMessage } from './api';
import { ContactsSelect } from './ContactsSelect';
import { thousands } from './format';
import { unitIdOf, type ActivationRef } from './types';
import { useContacts, useDenialCodes } from './useUnitLists';

interface Props {
  record: ActivationRef | null;
  onClose: () => void;
  onDone: () => void;
}

/** Activation Approval (§2, §5): amount defaulted to the unit's quick credit amount, customer code, contacts, terms. */
export function ApproveDialog({ record, onClose, onDone }: Props) {
  const notify = useNotify();
  const contactOptions = useContacts(record ? unitIdOf(record) : null);
  const [amount, setAmount] = useState('');
  const [customerCode, setCustomerCode] = useState('');
  const [contacts, setContacts] = useState<string[]>([]);
  const [paymentTerms, setPaymentTerms] = useState('');
  const [errors, setErrors] = useState<{ customerCode?: string; contacts?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!record) return;
    setAmount(thousands(String(Math.trunc(record.quickCreditAmount || 0))));
    setCustomerCode(record.customerCode ?? '');
    setContacts([]);
    setPaymentTerms('');
    setErrors({});
  }, [record]);

  const submit = async () => {
    if (!record) return;
    const found = {
      customerCode: customerCode.trim() ? undefined : CUSTOMER_CODE_REQUIRED,
      contacts: contacts.length ? undefined : CONTACT_REQUIRED,
    };
    setErrors(found);
    if (found.customerCode || found.contacts) return;
    setBusy(true);
    try {
      await activationApi.approve(record.id, {
        approvedAmount: amount.replace(/\D/g, ''),
        customerCode,
        contacts,
        paymentTerms,
      });
      notify(ACTIVATION_UPDATED, { type: 'success' });
      onDone();
    } catch (e) {
      notify(failureMessage(e, GENERAL_ERROR), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={!!record} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Activation Approval</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" color="success" onClick={() => void submit()} disabled={busy}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Activation Denial (§2, §5): denial code, 7-row notes, contacts. */
export function DenyDialog({ record, onClose, onDone }: Props) {
  const notify = useNotify();
  const unitId = record ? unitIdOf(record) : null;
  const contactOptions = useContacts(unitId);
  const codes = useDenialCodes(unitId);
  const [denialCode, setDenialCode] = useState('');
  const [notes, setNotes] = useState('');
  const [contacts, setContacts] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ denialCode?: string; contacts?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!record) return;
    setDenialCode('');
    setNotes(record.notes ?? '');
    setContacts([]);
    setErrors({});
  }, [record]);

  const submit = async () => {
    if (!record) return;
    const found = {
      denialCode: denialCode ? undefined : DENIAL_CODE_REQUIRED,
      contacts: contacts.length ? undefined : CONTACT_REQUIRED,
    };
    setErrors(found);
    if (found.denialCode || found.contacts) return;
    setBusy(true);
    try {
      await activationApi.deny(record.id, { denialCode, notes, contacts });
      notify(ACTIVATION_UPDATED, { type: 'success' });
      onDone();
    } catch (e) {
      notify(failureMessage(e, GENERAL_ERROR), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={!!record} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Activation Denial</DialogTitle>
      <DialogContent>
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
        <TextField
          fullWidth
          multiline
          rows={7}
          margin="dense"
          label="Notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <ContactsSelect
          contacts={contactOptions}
          value={contacts}
          onChange={setContacts}
          error={errors.contacts}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={busy}>
          Deny
        </Button>
      </DialogActions>
    </Dialog>
  );
}
