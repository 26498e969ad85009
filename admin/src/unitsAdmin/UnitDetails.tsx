import { Box, Breadcrumbs, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import {
  Edit,
  Form,
  SaveButton,
  useNotify,
  useRecordContext,
  useSaveContext,
  type RaRecord,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { WORDING_FIELDS, type SaveUnitBody, type UnitRecord } from '@cp/schemas/contracts/units-admin';
import { useAbility } from '../auth/AbilityContext';
import { ContactsCard } from './ContactsCard';
import { DenialCodesCard } from './DenialCodesCard';
import { InformationCard } from './InformationCard';
import type { UnitAdminKind } from './kind';
import { PacketCard } from './PacketCard';
import { SavePageProvider } from './useSavePage';
import { UNSAVED_CHANGES, useLeavePageWarning } from './useLeavePageWarning';
import { WordingCards } from './WordingCards';

/** Only the fields Save sends (contacts, denial codes and the packet have their own calls). */
const SAVED_FIELDS = [
  'code',
  'name',
  'active',
  'prefix',
  'emailTemplate',
  'docuSignTemplateId',
  'docuSignOnApproval',
  'quickCreditAmount',
  'reviewMonths',
  'referenceAutoRequest',
  'referenceReminderDays',
  'referenceReminderMax',
  'sanctionsThreshold',
  'decisionRetentionMonths',
  'regbDutyAdvancesCredit',
  'parentId',
  'activationFamily',
  'applicationFamily',
  ...WORDING_FIELDS,
] as const;
const toSaveBody = (r: RaRecord): SaveUnitBody =>
  Object.fromEntries(SAVED_FIELDS.filter((f) => f in r).map((f) => [f, r[f]])) as SaveUnitBody;

function Header({ kind, canSave }: { kind: UnitAdminKind; canSave: boolean }) {
  const record = useRecordContext<UnitRecord>();
  const navigate = useNavigate();
  const { saving } = useSaveContext();
  const { isDirty } = useFormState();
  useLeavePageWarning(isDirty && !saving);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Breadcrumbs aria-label="breadcrumb">
        <MuiLink component={Link} to={`/${kind.resource}`} underline="hover" color="inherit">
          {kind.plural}
        </MuiLink>
        <Typography color="text.primary" component="h1" variant="h6">
          {record?.name ?? ''}
        </Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          onClick={() => {
            if (!isDirty || window.confirm(UNSAVED_CHANGES)) navigate(`/${kind.resource}`);
          }}
        >
          Close
        </Button>
        <SaveButton alwaysEnable={canSave && !saving} disabled={!canSave || saving} />
      </Stack>
    </Stack>
  );
}

/**
 * /companies/details/{id} and /divisions/details/{id} (back-office.md §2): edits held in the form until
 * Save (enabled for a super admin while no save runs); everyone else sees the same page read-only. One save
 * model: a contact or denial-code change saves the page's other edits with it (useSavePage.tsx).
 */
export function UnitDetails({ kind }: { kind: UnitAdminKind }) {
  const { id = '' } = useParams();
  const notify = useNotify();
  const canSave = useAbility().can('save', kind.subject);
  return (
    <Edit<UnitRecord>
      resource={kind.resource}
      id={id}
      title={`${kind.label} Details`}
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      transform={toSaveBody}
      mutationOptions={{
        onSuccess: () => notify(kind.updated, { type: 'success' }),
        onError: (e) => notify(e instanceof Error ? e.message : String(e), { type: 'warning' }),
      }}
      sx={{
        minWidth: 0,
        '& .RaEdit-main, & .RaEdit-card': { minWidth: 0 },
        '& .RaEdit-card': { background: 'none', boxShadow: 'none', overflow: 'visible' },
      }}
    >
      <Form>
        <SavePageProvider>
          <Box sx={{ py: { xs: 1, sm: 2 } }}>
            <Header kind={kind} canSave={canSave} />
            {/* Wide content (the denial codes table) scrolls inside its card at 375 px. */}
            <Stack spacing={2} sx={{ '& > *': { minWidth: 0 } }}>
              <InformationCard kind={kind} readOnly={!canSave} />
              <WordingCards readOnly={!canSave} />
              <ContactsCard kind={kind} />
              <DenialCodesCard kind={kind} />
              {kind.subject === 'Division' && <PacketCard kind={kind} />}
            </Stack>
          </Box>
        </SavePageProvider>
      </Form>
    </Edit>
  );
}
