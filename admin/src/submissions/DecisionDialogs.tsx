import { useEffect, useState } from 'react';
import { Checkbox, FormControlLabel, MenuItem, Typography } from '@mui/material';
import { usePermissions } from 'react-admin';
import { CUSTOMER_OVER_GROUP_LIMIT } from '@cp/schemas/messages/customers';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { CustomerCreditPanel } from '../customers/CustomerCreditPanel';
import { failureMessage, useSubmissionApi } from './api';
import { DecisionDialog } from './DecisionDialog';
import { approvalAmount } from './approvalAmount';
import { DecidedNotice } from './DecidedNotice';
import { formatMoney, thousands } from './format';
import type { SubmissionKind } from './kind';
import { NetTermsField } from './NetTermsField';
import { NotesField } from './SmallDialogs';
import { useKind } from './KindContext';
import { ReferenceScoreLine } from './referenceScore';
import { OpenHitsNotice } from './ScreeningPanel';
import { ScorecardSummary } from './ScorecardSummary';
import { unitIdOf, type SubmissionRef } from './types';
import { useDenialCodes } from './useUnitLists';
import { DenialReasonsField, reasonsOf } from './DenialReasonsField';
import { REASONS_MESSAGES } from '@cp/schemas/messages/regb';
import { reasonsProblem } from '@cp/schemas/regb/reasons';

interface Props {
  record: SubmissionRef | null;
  onClose: () => void;
  onDone: () => void;
}

const digits = (amount: string) => amount.replace(/\D/g, '');

/** The banner of a decision: the kind's message, what happened to which record, a link back to it. */
const decided = (kind: SubmissionKind, r: SubmissionRef, outcome: 'approved' | 'denied') => (
  <DecidedNotice
    message={kind.messages.decided[outcome]}
    outcome={outcome}
    name={kind.documentName(r)}
    to={`/${kind.resource}/details/${r.id}`}
  />
);

/**
 * The approval dialog (§2, §5): the amount requested shown above the amount approved, which opens with the
 * kind's default (the unit's quick credit amount; applications: not more than requested) and says which;
 * customer code, contacts, payment terms, and the kind's own fields and rules (applications: net terms as
 * a choice, the approver's cap). Issue 29 item 6: the customer's credit file as it opens (other divisions'
 * limits, exposure, utilisation, the group) and, as the amount is typed, where it takes the group.
 */
export function ApproveDialog(props: Props) {
  const kind = useKind();
  const api = useSubmissionApi(kind.resource);
  const { permissions: user } = usePermissions<SessionUser | undefined>();
  // Issue 29 item 6: the server refuses an approval that takes the customer or its group above its group
  // limit; the dialog then asks for an explicit confirmation and sends it with the next try.
  const [overLimit, setOverLimit] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    setOverLimit(false);
    setConfirmed(false);
  }, [props.record]);
  return (
    <DecisionDialog<'amount' | 'customerCode' | 'paymentTerms' | 'netTerms'>
      {...props}
      title={kind.dialogs.approveTitle}
      action={{ label: 'Approve', color: 'success' }}
      start={(r) => ({
        amount: thousands(String(approvalAmount(r, kind.approval.amountDefault).amount)),
        customerCode: r.customerCode ?? '',
        paymentTerms: r.paymentTerms ?? '',
        netTerms: r.netTerms ?? '',
      })}
      validate={(v, r) => kind.approval.validate({ ...v, amount: Number(digits(v.amount) || 0) }, r, user)}
      send={async (v, r) => {
        try {
          await api.approve(r.id, {
            approvedAmount: digits(v.amount),
            customerCode: v.customerCode,
            contacts: v.contacts,
            paymentTerms: v.paymentTerms,
            ...(kind.approval.netTerms ? { netTerms: v.netTerms, isCod: v.netTerms === 'COD' } : {}),
            ...(confirmed ? { confirmOverLimit: true } : {}),
          });
        } catch (e) {
          if (failureMessage(e, '') === CUSTOMER_OVER_GROUP_LIMIT) setOverLimit(true);
          throw e;
        }
        return decided(kind, r, 'approved');
      }}
    >
      {(f) => (
        <>
          {props.record ? (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="amount-requested">
              Amount Requested: <strong>{formatMoney(props.record.amountReq) || 'not stated'}</strong>
            </Typography>
          ) : null}
          {props.record ? (
            <ReferenceScoreLine
              id={props.record.id}
              enabled={kind.resource === 'applications'}
              sx={{ mt: 0.5 }}
            />
          ) : null}
          {props.record ? <OpenHitsNotice id={props.record.id} /> : null}
          {props.record ? <ScorecardSummary id={props.record.id} /> : null}
          {f.text('amount', 'Amount Approved', {
            clean: thousands,
            slotProps: { htmlInput: { inputMode: 'numeric' } },
            helperText:
              f.errors.amount ||
              (props.record ? approvalAmount(props.record, kind.approval.amountDefault).note : ' '),
          })}
          {props.record ? (
            <CustomerCreditPanel
              submissionId={props.record.id}
              amount={Number(digits(f.values.amount ?? '') || 0)}
            />
          ) : null}
          {f.text('customerCode', 'Customer Code')}
          {f.contacts}
          {f.text('paymentTerms', 'Payment Terms', { helperText: undefined })}
          {kind.approval.netTerms ? (
            <NetTermsField
              fullWidth
              margin="dense"
              value={f.values.netTerms ?? ''}
              onChange={(v) => f.set('netTerms', v)}
              error={!!f.errors.netTerms}
              helperText={f.errors.netTerms || ' '}
            />
          ) : null}
          {overLimit ? (
            <>
              <Typography variant="body2" color="warning.main" role="alert" sx={{ mt: 1 }}>
                {CUSTOMER_OVER_GROUP_LIMIT}
              </Typography>
              <FormControlLabel
                control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
                label="Approve above the group limit (recorded in the credit file)"
              />
            </>
          ) : null}
        </>
      )}
    </DecisionDialog>
  );
}

/** The denial dialog (§2, §5): denial code, its specific reasons (README 'Regulation B'), notes, contacts. */
export function DenyDialog(props: Props) {
  const kind = useKind();
  const api = useSubmissionApi(kind.resource);
  const m = kind.messages.denial;
  const codes = useDenialCodes(props.record ? unitIdOf(props.record) : null);
  return (
    <DecisionDialog<'denialCode' | 'reasons' | 'notes'>
      {...props}
      title={kind.dialogs.denyTitle}
      action={{ label: 'Deny', color: 'error' }}
      start={(r) => ({ denialCode: '', reasons: '', notes: r.notes ?? '' })}
      validate={(v) => ({
        denialCode: v.denialCode ? undefined : m.denialCodeRequired,
        reasons: reasonsProblem(reasonsOf(v.reasons), REASONS_MESSAGES),
        contacts: v.contacts.length ? undefined : m.contactRequired,
      })}
      send={async (v, r) => {
        await api.deny(r.id, {
          denialCode: v.denialCode,
          reasons: reasonsOf(v.reasons),
          notes: v.notes,
          contacts: v.contacts,
        });
        return decided(kind, r, 'denied');
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
          {props.record && (
            <DenialReasonsField
              recordId={props.record.id}
              denialCode={f.values.denialCode}
              value={f.values.reasons}
              onChange={(reasons) => f.set('reasons', reasons)}
              error={f.errors.reasons}
            />
          )}
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
