import { useState } from 'react';
import {
  Box,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useGetOne } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { netTermsLabel, type ApplicationDetails as Details } from '@cp/schemas/contracts/applications';
import { APPLICATION_ALREADY_APPROVED, APPLICATION_ALREADY_DENIED } from '@cp/schemas/messages/applications';
import type { Action } from '@cp/schemas/permissions/ability';
import { formatDate, formatMoney, orNA } from '../submissions/format';
import { DisabledReason } from '../submissions/DisabledReason';
import { FormDataView } from '../submissions/FormDataView';
import { DetailField } from '../submissions/DetailField';
import { AnswersSection, EditActions, ReadOnlyNotice } from '../submissions/DetailsEdit';
import { KindContext } from '../submissions/KindContext';
import { deniedReason } from '../submissions/reasons';
import { SentEditor } from '../submissions/SentEditor';
import { EvidenceButton } from '../submissions/EvidenceButton';
import { ScreeningPanel } from '../submissions/ScreeningPanel';
import { DecisionNoticePanel } from '../submissions/DecisionNoticePanel';
import { LegalHoldPanel } from '../submissions/LegalHoldPanel';
import { SummaryBand } from '../submissions/SummaryBand';
import { useWorkflowEdit, WorkflowEditor } from '../submissions/WorkflowEditor';
import { RecordLoadState, retryUnlessNotFound } from '../submissions/RecordLoadState';
import { refOf, type SubmissionRow } from '../submissions/types';
import { useSubmissionActions } from '../submissions/useSubmissionActions';
import { CarrierPanel } from './CarrierPanel';
import { ESignaturePanel } from './ESignaturePanel';
import { ReferencesPanel } from './ReferencesPanel';
import { applicationKind } from './kind';
import { TradeReferencesFile } from './TradeReferencesFile';

const Summary = DetailField;

/**
 * Application details (/applications/details/{id}, back-office.md §2): breadcrumb, the header and side
 * buttons of the status, the workflow fields, and the customer's data laid out from the form definition.
 */
export function ApplicationDetails() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, isPending, error, refetch } = useGetOne<Details>(
    'applications',
    // A meta of its own: the list pre-fills the getOne cache with list rows, which lack the details fields.
    { id, meta: { details: true } },
    { enabled: !!id, retry: retryUnlessNotFound },
  );
  const [busy, setBusy] = useState(false);
  const onChanged = () => void refetch();
  const kind = { ...applicationKind, dialogs: { ...applicationKind.dialogs, notesRows: 15 } };
  const { act, dialogs } = useSubmissionActions(kind, { onChanged, afterDelete: () => navigate('/') });
  const edit = useWorkflowEdit(
    kind,
    {
      id,
      customerCode: data?.customerCode ?? '',
      paymentTerms: data?.paymentTerms ?? '',
      netTerms: data?.netTerms ?? '',
      contacts: data?.contacts ?? [],
      answers: data?.data,
      definition: data?.definition,
    },
    onChanged,
  );

  const crumbs = (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/applications" underline="hover">
        Applications
      </Link>
      <Typography color="text.primary">{data?.applicationNumber ?? 'Details'}</Typography>
    </Breadcrumbs>
  );
  if (isPending || error || !data)
    return (
      <Box sx={{ p: 2 }}>
        {crumbs}
        <RecordLoadState isPending={isPending} error={error} noun="application" listPath="/applications" />
      </Box>
    );

  const record = refOf(data as unknown as SubmissionRow);
  const sent = data.status === 'SENT';
  const open = data.status === 'NEW' || data.status === 'PENDING';
  const approved = data.status === 'APPROVED';
  const unit = [data.unit.companyName, data.unit.divisionName].filter(Boolean).join(' | ');
  /** The tooltip of a button disabled for lack of `action` (READ ONLY, issue 15 item 8). */
  const why = (action: Action, button: Parameters<typeof deniedReason>[0]) =>
    act.may(action, record) ? '' : deniedReason(button);
  // §8: a decided application cannot be approved or denied again.
  const decidedReason =
    data.status === 'APPROVED' ? APPLICATION_ALREADY_APPROVED : sent ? '' : APPLICATION_ALREADY_DENIED;
  const tradeReferencesFile = (
    <TradeReferencesFile
      id={data.id}
      file={data.tradeReferencesFile}
      onChanged={onChanged}
      canUpload={act.may('save', record)}
    />
  );
  const run = (f: () => unknown) => async () => {
    setBusy(true);
    try {
      await f();
    } finally {
      setBusy(false);
    }
  };

  return (
    <KindContext.Provider value={kind}>
      <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {crumbs}
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h5" component="h1">
            Credit Application # {data.applicationNumber}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {sent ? (
              <>
                <DisabledReason reason={why('resend', 'resend')}>
                  <Button
                    variant="contained"
                    onClick={run(() => act.resend(record))}
                    disabled={busy || !act.may('resend', record)}
                  >
                    Resend
                  </Button>
                </DisabledReason>
                <DisabledReason reason={why('copyLink', 'link')}>
                  <Button onClick={() => void act.link(record)} disabled={!act.may('copyLink', record)}>
                    App Link
                  </Button>
                </DisabledReason>
              </>
            ) : (
              <>
                <EditActions
                  edit={edit}
                  open={open}
                  mayEdit={act.may('save', record)}
                  decidedReason={decidedReason}
                />
                <DisabledReason reason={open ? why('approve', 'approve') : decidedReason}>
                  <Button
                    color="success"
                    variant="contained"
                    onClick={() => act.approve(record)}
                    disabled={!open || !act.may('approve', record)}
                  >
                    Approve
                  </Button>
                </DisabledReason>
                <DisabledReason reason={open ? why('deny', 'deny') : decidedReason}>
                  <Button
                    color="error"
                    variant="contained"
                    onClick={() => act.deny(record)}
                    disabled={!open || !act.may('deny', record)}
                  >
                    Deny
                  </Button>
                </DisabledReason>
              </>
            )}
          </Stack>
        </Stack>
        <ReadOnlyNotice show={open && !act.may('save', record)} />
        {sent ? null : (
          <SummaryBand
            definition={data.definition}
            data={data.data}
            companyName={data.companyName}
            amountReq={data.amountReq}
            status={data.status}
            duplicates={data.possibleDuplicates}
            detailsPath="/applications/details"
            submissionId={id}
            referencesFile={!!data.tradeReferencesFile}
          />
        )}
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Grid container spacing={2}>
              {sent ? (
                <>
                  <Summary label="Date Application Sent" value={formatDate(data.addDate)} />
                  <Summary label="Company | Division" value={unit} />
                  <Grid size={{ xs: 6, md: 3 }}>
                    <Typography variant="caption" color="text.secondary" component="div">
                      Email Status
                    </Typography>
                    {data.sentChip ? <Chip size="small" label={data.sentChip} /> : null}
                  </Grid>
                </>
              ) : (
                <>
                  <Summary label="Date Received" value={formatDate(data.signatureDate)} />
                  {open ? null : (
                    <Summary
                      label={approved ? 'Date Approved' : 'Date Denied'}
                      value={formatDate(data.approvedOrDeniedDate)}
                    />
                  )}
                  <Summary label="Status" value={data.status} />
                  {data.status === 'DENIED' ? <Summary label="Denial Code" value={data.denialCode} /> : null}
                  <Summary label="Company | Division" value={unit} />
                  {open ? null : (
                    <>
                      <Summary label="Customer Code" value={data.customerCode} />
                      {/* Each under its own label: what was typed as payment terms, and the net terms chosen. */}
                      <Summary label="Payment Terms" value={orNA(data.paymentTerms)} />
                      <Summary label="Net Terms" value={orNA(netTermsLabel(data.netTerms))} />
                      <Summary label="Point Of Contact" value={orNA(data.contactNames.join(', '))} />
                    </>
                  )}
                  {approved ? (
                    <Summary label="Amount Approved" value={formatMoney(data.approvedAmount)} />
                  ) : null}
                  <Summary label="Notes" value={data.notes} />
                </>
              )}
            </Grid>
            {sent ? (
              <SentEditor record={record} onChanged={onChanged} disabled={!act.may('save', record)} />
            ) : null}
            {open ? (
              <WorkflowEditor edit={edit} record={record} netTerms disabled={!act.may('save', record)} />
            ) : null}
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <DisabledReason reason={why('setNotes', 'notes')}>
                <Button onClick={() => act.notes(record)} disabled={!act.may('setNotes', record)}>
                  Notes
                </Button>
              </DisabledReason>
              {sent ? (
                <Button color="error" onClick={() => act.remove(record)}>
                  Delete
                </Button>
              ) : null}
              <Button onClick={() => act.email(record)}>Email</Button>
              {!sent ? <Button onClick={() => void act.print(record)}>Print</Button> : null}
              {approved ? (
                <Button
                  onClick={() => void act.docuSignPdf(record)}
                  disabled={!data.docuSign.envelopeId || !data.docuSign.completed}
                >
                  DocuSign PDF
                </Button>
              ) : null}
              {approved || data.status === 'DENIED' ? (
                <EvidenceButton id={record.id} applicationNumber={data.applicationNumber} />
              ) : null}
            </Stack>
          </CardContent>
        </Card>
        <ESignaturePanel {...record} status={data.status} onChanged={onChanged} />
        <ScreeningPanel
          {...record}
          subjectName="Application"
          status={data.status}
          contacts={data.contacts ?? []}
          onChanged={onChanged}
        />
        <DecisionNoticePanel id={record.id} status={data.status} />
        <LegalHoldPanel id={record.id} status={data.status} />
        <CarrierPanel {...record} status={data.status} />
        <ReferencesPanel {...record} status={data.status} />
        {sent ? null : (
          <AnswersSection
            edit={edit}
            definition={data.definition}
            data={data.data}
            unitName={data.unit.divisionName ?? data.unit.companyName}
            extra={tradeReferencesFile}
            view={
              <FormDataView
                definition={data.definition}
                data={data.data}
                shownByExtra={['tradeReferencesFileName']}
                extra={{ tradeReferences: tradeReferencesFile }}
              />
            }
          />
        )}
        {dialogs}
      </Box>
    </KindContext.Provider>
  );
}
