import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Grid, IconButton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGetOne } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { ActivationDetails } from '@cp/schemas/contracts/activations';
import { ACTIVATION_ALREADY_APPROVED, ACTIVATION_ALREADY_DENIED } from '@cp/schemas/messages/activations';
import { formatDate, formatMoney, orNA } from '../submissions/format';
import { InviteDialog } from '../submissions/InviteDialog';
import { useAbility } from '../auth/AbilityContext';
import { DisabledReason } from '../submissions/DisabledReason';
import { DetailField } from '../submissions/DetailField';
import { AnswersSection, EditActions, ReadOnlyNotice } from '../submissions/DetailsEdit';
import { UNSAVED_CHANGES } from '../unitsAdmin/useLeavePageWarning';
import { KindContext } from '../submissions/KindContext';
import { RecordLoadState, retryUnlessNotFound } from '../submissions/RecordLoadState';
import { deniedReason } from '../submissions/reasons';
import type { SubmissionRef } from '../submissions/types';
import { useSubmissionActions } from '../submissions/useSubmissionActions';
import { FormDataView } from '../submissions/FormDataView';
import { activationKind } from './kind';
import { SentEditor } from '../submissions/SentEditor';
import { EvidenceButton } from '../submissions/EvidenceButton';
import { ScreeningPanel } from '../submissions/ScreeningPanel';
import { DecisionNoticePanel } from '../submissions/DecisionNoticePanel';
import { LegalHoldPanel } from '../submissions/LegalHoldPanel';
import { SummaryBand } from '../submissions/SummaryBand';
import { useWorkflowEdit, WorkflowEditor } from '../submissions/WorkflowEditor';

interface DetailsRecord extends SubmissionRef {
  [key: string]: unknown;
  companyCode: string;
  paymentTerms: string;
  approvedAmount: number | null;
  approvedOrDeniedDate: string | null;
  signatureDate: string | null;
  addDate: string;
  denialCode: string;
  sentChip: string | null;
  contactNames: string[];
  unit: { companyName: string; divisionName: string | null; quickCreditAmount: number } | null;
  company_id: string;
  division_id: string | null;
}

/**
 * The details record this page was written for, from the shared details contract (its form data at the top
 * level, the customer code as companyCode, the unit's names and quick credit amount under `unit`).
 */
function detailsRecord(d: ActivationDetails): DetailsRecord {
  return {
    ...d.data,
    ...d,
    company_id: d.unit.companyId,
    division_id: d.unit.divisionId,
    companyId: d.unit.companyId,
    divisionId: d.unit.divisionId,
    companyCode: d.customerCode,
    unit: {
      companyName: d.unit.companyName,
      divisionName: d.unit.divisionName,
      quickCreditAmount: d.quickCreditAmount,
    },
  };
}

const Summary = DetailField;

/** The E-signature card's date: a column of the record, not a field of the form. */
function SignedOn({ date }: { date: string | null }) {
  return date ? (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <DetailField label="Date Signed" value={formatDate(date)} size={{ xs: 12, sm: 6, md: 4 }} />
    </Grid>
  ) : null;
}

/** Activation details (/activations/details/{id}): cards, and the actions of its status (§2). */
export function ActivationDetails() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [inviting, setInviting] = useState(false);
  const {
    data: details,
    isPending,
    error,
    refetch,
  } = useGetOne<ActivationDetails>(
    'activations',
    // A meta of its own: the list pre-fills the getOne cache with list rows, which lack the details fields.
    { id, meta: { details: true } },
    { enabled: !!id, retry: retryUnlessNotFound },
  );
  const data = details ? detailsRecord(details) : undefined;
  const onChanged = () => void refetch();
  const ability = useAbility();
  const { act, dialogs } = useSubmissionActions(activationKind, {
    onChanged,
    afterDelete: () => navigate('/'),
  });
  const edit = useWorkflowEdit(
    activationKind,
    {
      id,
      customerCode: details?.customerCode ?? '',
      paymentTerms: details?.paymentTerms ?? '',
      netTerms: '',
      contacts: details?.contacts ?? [],
      answers: details?.data,
      definition: details?.definition,
    },
    onChanged,
  );
  const inviteBlocked = !ability.can('invite', 'Activation');

  const back = () => {
    if (!edit.dirty || window.confirm(UNSAVED_CHANGES)) navigate('/activations');
  };
  const header = (actions?: ReactNode) => (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center' }} spacing={1}>
        <IconButton aria-label="Back to activations" onClick={back}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1">
          Customer Activation {data?.applicationNumber ? `# ${data.applicationNumber}` : ''}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {actions}
        <DisabledReason reason={inviteBlocked ? deniedReason('invite') : ''}>
          <Button variant="contained" onClick={() => setInviting(true)} disabled={inviteBlocked}>
            Activation Invite
          </Button>
        </DisabledReason>
      </Stack>
    </Stack>
  );
  const invite = (
    <InviteDialog open={inviting} onClose={() => setInviting(false)} onDone={() => setInviting(false)} />
  );
  if (isPending || error || !data)
    return (
      <KindContext.Provider value={activationKind}>
        <Box sx={{ p: 2 }}>
          {header()}
          <RecordLoadState isPending={isPending} error={error} noun="activation" listPath="/activations" />
          {invite}
        </Box>
      </KindContext.Provider>
    );

  const record: SubmissionRef = {
    ...data,
    companyId: data.company_id,
    divisionId: data.division_id,
    customerCode: data.companyCode,
    quickCreditAmount: data.unit?.quickCreditAmount ?? 0,
  };
  const open = data.status === 'NEW' || data.status === 'PENDING';
  const sent = data.status === 'SENT';
  return (
    <KindContext.Provider value={activationKind}>
      <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {header(
          sent ? null : (
            <EditActions
              edit={edit}
              open={open}
              mayEdit={act.may('save', record)}
              decidedReason={
                data.status === 'APPROVED' ? ACTIVATION_ALREADY_APPROVED : ACTIVATION_ALREADY_DENIED
              }
            />
          ),
        )}
        <ReadOnlyNotice show={open && !act.may('save', record)} />
        {sent ? null : (
          <SummaryBand
            definition={details?.definition}
            data={details?.data ?? {}}
            companyName={data.companyName as string}
            amountReq={details?.amountReq ?? null}
            status={data.status}
            duplicates={details?.possibleDuplicates ?? []}
            detailsPath="/activations/details"
            submissionId={id}
          />
        )}
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
              <Chip
                label={data.status}
                color={
                  data.status === 'APPROVED' ? 'success' : data.status === 'DENIED' ? 'error' : 'primary'
                }
              />
              {data.sentChip && <Chip label={data.sentChip} variant="outlined" />}
            </Stack>
            <Grid container spacing={2}>
              <Summary
                label="Company | Division"
                value={[data.unit?.companyName, data.unit?.divisionName].filter(Boolean).join(' | ')}
              />
              <Summary
                label={sent ? 'Date Sent' : 'Date Received'}
                value={formatDate(sent ? data.addDate : (data.signatureDate ?? data.addDate))}
              />
              <Summary label="Email" value={data.email} />
              {/* An open record edits these below. */}
              {!open && <Summary label="Customer Code" value={data.companyCode} />}
              {!open && (
                <Summary label="Point Of Contact" value={orNA((data.contactNames ?? []).join(', '))} />
              )}
              {!open && !sent && <Summary label="Payment Terms" value={orNA(data.paymentTerms)} />}
              {data.approvedOrDeniedDate && (
                <Summary
                  label={data.status === 'DENIED' ? 'Date Denied' : 'Date Approved'}
                  value={formatDate(data.approvedOrDeniedDate)}
                />
              )}
              {data.status === 'APPROVED' && (
                <Summary label="Amount Approved" value={formatMoney(data.approvedAmount)} />
              )}
              {data.status === 'DENIED' && <Summary label="Denial Code" value={data.denialCode} />}
              <Summary label="Notes" value={data.notes} />
            </Grid>
            {sent && (
              <SentEditor
                record={record}
                onChanged={onChanged}
                disabled={!act.may('save', record)}
                customerCode
              />
            )}
            {open && (
              <WorkflowEditor
                edit={edit}
                record={record}
                netTerms={false}
                disabled={!act.may('save', record)}
              />
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
              {sent && (
                <>
                  <Button onClick={() => void act.resend(record)} disabled={!act.may('resend', record)}>
                    Resend
                  </Button>
                  <Button onClick={() => void act.link(record)}>App Link</Button>
                  <Button onClick={() => act.notes(record)}>Notes</Button>
                  <Button color="error" onClick={() => act.remove(record)}>
                    Delete
                  </Button>
                </>
              )}
              {!sent && (
                <>
                  {open && (
                    <Button
                      color="success"
                      variant="contained"
                      onClick={() => act.approve(record)}
                      disabled={!act.may('approve', record)}
                    >
                      Approve
                    </Button>
                  )}
                  {open && (
                    <Button
                      color="error"
                      variant="contained"
                      onClick={() => act.deny(record)}
                      disabled={!act.may('deny', record)}
                    >
                      Deny
                    </Button>
                  )}
                  <Button onClick={() => act.notes(record)}>Notes</Button>
                  <Button onClick={() => void act.pdfView(record)}>PDF Print/View</Button>
                  <Button onClick={() => void act.pdfDownload(record)}>Download PDF</Button>
                  <Button onClick={() => act.email(record)}>Email</Button>
                  <Button onClick={() => act.copy(record)}>Copy</Button>
                  {data.status === 'APPROVED' || data.status === 'DENIED' ? (
                    <EvidenceButton id={record.id} applicationNumber={data.applicationNumber} />
                  ) : null}
                </>
              )}
            </Stack>
          </CardContent>
        </Card>
        <ScreeningPanel
          id={record.id}
          companyId={record.companyId}
          divisionId={record.divisionId}
          subjectName="Activation"
          status={data.status}
          contacts={details?.contacts ?? []}
          onChanged={onChanged}
        />
        <DecisionNoticePanel id={record.id} status={data.status} />
        <LegalHoldPanel id={record.id} status={data.status} />
        <AnswersSection
          edit={edit}
          definition={details?.definition}
          data={details?.data ?? {}}
          unitName={data.unit?.divisionName ?? data.unit?.companyName ?? ''}
          view={
            <FormDataView
              definition={details?.definition}
              data={details?.data ?? {}}
              extra={{ signAndComplete: <SignedOn date={data.signatureDate} /> }}
            />
          }
        />
        {dialogs}
        {invite}
      </Box>
    </KindContext.Provider>
  );
}
