import { MenuItem } from '@mui/material';
import { usePermissions } from 'react-admin';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { useSubmissionApi } from './api';
import { DecisionDialog } from './DecisionDialog';
import { thousands } from './format';
import { NotesField } from './SmallDialogs';
import { useKind } from './KindContext';
import { unitIdOf, type SubmissionRef } from './types';
import { useDenialCodes } from './useUnitLists';

interface Props {
  record: SubmissionRef | null;
  onClose: () => void;
  onDone: () => void;
}

const digits = (amount: string) => amount.replace(/\D/g, '');

/**
 * The approval dialog (§2, §5): amount defaulted to the unit's quick credit amount, customer code, contacts,
 * payment terms, and the kind's own fields and rules (applications: net terms, the approver's cap).
 */
export function ApproveDialog(props: Props) {
  const kind = useKind();
  const api = useSubmissionApi(kind.resource);
  const { permissions: user } = usePermissions<SessionUser | undefined>();
  return (
    <DecisionDialog<'amount' | 'customerCode' | 'paymentTerms' | 'netTerms'>
      {...props}
      title={kind.dialogs.approveTitle}
      action={{ label: 'Approve', color: 'success' }}
      start={(r) => ({
        amount: thousands(String(Math.trunc(r.quickCreditAmount || 0))),
        customerCode: r.customerCode ?? '',
        paymentTerms: '',
        netTerms: '',
      })}
      validate={(v, r) => kind.approval.validate({ ...v, amount: Number(digits(v.amount) || 0) }, r, user)}
      send={async (v, r) => {
        await api.approve(r.id, {
          approvedAmount: digits(v.amount),
          customerCode: v.customerCode,
          contacts: v.contacts,
          paymentTerms: v.paymentTerms,
          ...(kind.approval.netTerms ? { netTerms: v.netTerms } : {}),
        });
        return kind.messages.decided.approved;
      }}
    >
      {(f) => (
        <>
          {f.text('amount', 'Amount Approved', {
            clean: thousands,
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          })}
          {f.text('customerCode', 'Customer Code')}
          {f.contacts}
          {f.text('paymentTerms', 'Payment Terms', { helperText: undefined })}
          {kind.approval.netTerms ? f.text('netTerms', 'Net Terms') : null}
        </>
      )}
    </DecisionDialog>
  );
}

/** The denial dialog (§2, §5): denial code, notes, contacts. */
export function DenyDialog(props: Props) {
  const kind = useKind();
  const api = useSubmissionApi(kind.resource);
  const m = kind.messages.denial;
  const codes = useDenialCodes(props.record ? unitIdOf(props.record) : null);
  return (
    <DecisionDialog<'denialCode' | 'notes'>
      {...props}
      title={kind.dialogs.denyTitle}
      action={{ label: 'Deny', color: 'error' }}
      start={(r) => ({ denialCode: '', notes: r.notes ?? '' })}
      validate={(v) => ({
        denialCode: v.denialCode ? undefined : m.denialCodeRequired,
        contacts: v.contacts.length ? undefined : m.contactRequired,
      })}
      send={async (v, r) => {
        await api.deny(r.id, { denialCode: v.denialCode, notes: v.notes, contacts: v.contacts });
        return kind.messages.decided.denied;
      }}
    >
      {(f) => (
        <>
          {f.text('denialCode', 'Denial Code', {
            select: true,
            children: codes.map((c) => (
              <MenuItem key={c.id} value={c.code}>
                {c.code} - {c.description}
              </MenuItem>
            )),
          })}
          <NotesField
            value={f.values.notes}
            onChange={(notes) => f.set('notes', notes)}
            rows={kind.dialogs.notesRows}
          />
          {f.contacts}
        </>
      )}
    </DecisionDialog>
  );
}
