import { Card, CardContent, CardHeader, Grid, InputAdornment, TextField } from '@mui/material';
import {
  BooleanInput,
  NullableBooleanInput,
  NumberInput,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { EMAIL_TEMPLATE_LABELS, EMAIL_TEMPLATES, type UnitRecord } from '@cp/schemas/contracts/units-admin';
import { formatDate } from '../submissions/format';
import { useCompanyChoices } from './AddUnitDialog';
import { FormFamilyInputs } from './FormFamilyInputs';
import type { UnitAdminKind } from './kind';

const templateChoices = EMAIL_TEMPLATES.map((t) => ({ id: t, name: EMAIL_TEMPLATE_LABELS[t] }));
const upper = (v: string) => (v ?? '').toUpperCase();
const half = { xs: 12, sm: 6, md: 4 } as const;

/**
 * Company (or Division) Information (back-office.md §2): active switch, code, name, date added, email
 * template, application prefix, completed applications, DocuSign template id (read-only once the loaded
 * record has one), quick credit amount with a $ prefix; a division also its 'Company Assigned'. Beside the
 * template id, this product's switch that sends the payment-terms agreement with the approval (README
 * 'E-signature'; the server refuses it without a template id); and the unit's forms (FormFamilyInputs.tsx).
 */
export function InformationCard({ kind, readOnly }: { kind: UnitAdminKind; readOnly: boolean }) {
  const record = useRecordContext<UnitRecord>();
  const isDivision = kind.subject === 'Division';
  const companies = useCompanyChoices(isDivision);
  const common = { disabled: readOnly, helperText: false as const, fullWidth: true };
  return (
    <Card variant="outlined">
      <CardHeader
        title={`${kind.label} Information`}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={12}>
            <BooleanInput source="active" label="Active" disabled={readOnly} helperText={false} />
          </Grid>
          <Grid size={half}>
            <TextInput source="code" label={`${kind.label} Code`} parse={upper} {...common} />
          </Grid>
          <Grid size={half}>
            <TextInput source="name" label={`${kind.label} Name`} {...common} />
          </Grid>
          <Grid size={half}>
            <TextField
              label="Date Added"
              value={formatDate(record?.addDate)}
              fullWidth
              size="small"
              slotProps={{ input: { readOnly: true } }}
            />
          </Grid>
          {isDivision && (
            <Grid size={half}>
              <SelectInput source="parentId" label="Company Assigned" choices={companies} {...common} />
            </Grid>
          )}
          <Grid size={half}>
            <SelectInput
              source="emailTemplate"
              label="Email Template"
              choices={templateChoices}
              {...common}
            />
          </Grid>
          <Grid size={half}>
            <TextInput source="prefix" label="Application Prefix" parse={upper} {...common} />
          </Grid>
          <Grid size={half}>
            <TextField
              label="Completed Applications"
              value={record?.completedApplications ?? 0}
              fullWidth
              size="small"
              slotProps={{ input: { readOnly: true } }}
            />
          </Grid>
          <Grid size={half}>
            <TextInput
              source="docuSignTemplateId"
              label="DocuSign Template Id"
              {...common}
              disabled={readOnly || !!record?.docuSignTemplateId}
            />
          </Grid>
          <Grid size={half}>
            <BooleanInput
              source="docuSignOnApproval"
              label="Send DocuSign agreement with approval"
              disabled={readOnly}
              helperText={false}
            />
          </Grid>
          <Grid size={half}>
            <NumberInput
              source="quickCreditAmount"
              label="Quick Credit Amount"
              min={0}
              {...common}
              slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            />
          </Grid>
          <Grid size={half}>
            <NumberInput
              source="reviewMonths"
              label="Credit review every (months)"
              min={1}
              max={60}
              step={1}
              {...common}
              // A disabled field's helper text is below contrast (axe): shown to those who may change it.
              helperText={
                readOnly
                  ? false
                  : isDivision
                    ? 'Months from an approval to the customer’s next credit review. Empty: the company’s (12 if it has none).'
                    : 'Months from an approval to the customer’s next credit review. Empty: 12.'
              }
            />
          </Grid>
          <Grid size={half}>
            {/* Reference requests (README 'Reference requests'): a division may follow its company. */}
            <NullableBooleanInput
              source="referenceAutoRequest"
              label="Request references at submit"
              nullLabel={isDivision ? 'Company’s setting' : 'Off (default)'}
              trueLabel="On"
              falseLabel="Off"
              {...common}
            />
          </Grid>
          <Grid size={half}>
            <NumberInput
              source="referenceReminderDays"
              label="Remind after (days)"
              min={1}
              max={30}
              step={1}
              {...common}
              helperText={
                readOnly
                  ? false
                  : `Days without an answer before a reference is reminded. Empty: ${isDivision ? 'the company’s (2 if it has none)' : '2'}.`
              }
            />
          </Grid>
          <Grid size={half}>
            <NumberInput
              source="referenceReminderMax"
              label="Reminders at most"
              min={0}
              max={10}
              step={1}
              {...common}
              helperText={
                readOnly ? false : `Empty: ${isDivision ? 'the company’s (3 if it has none)' : '3'}.`
              }
            />
          </Grid>
          <Grid size={half}>
            <NumberInput
              source="sanctionsThreshold"
              label="Sanctions match threshold"
              min={0.5}
              max={1}
              step={0.01}
              {...common}
              helperText={
                readOnly
                  ? false
                  : `A name's similarity to a list entry, 0.5–1, that makes a screening hit. Empty: ${isDivision ? 'the company’s (0.85 if it has none)' : '0.85'}.`
              }
            />
          </Grid>
          <Grid size={half}>
            <NumberInput
              source="decisionRetentionMonths"
              label="Keep denied records (months)"
              min={12}
              max={120}
              step={1}
              {...common}
              helperText={
                readOnly
                  ? false
                  : `Months after the denial notice before the record's answers and files are purged, 12–120. Empty: ${isDivision ? 'the company’s (12 if it has none)' : '12'}.`
              }
            />
          </Grid>
          <Grid size={half}>
            <NullableBooleanInput
              source="regbDutyAdvancesCredit"
              label="Duty advances are credit"
              nullLabel={isDivision ? 'Company’s setting' : 'Yes (default)'}
              trueLabel="Yes"
              falseLabel="No"
              {...common}
              helperText={
                readOnly
                  ? false
                  : 'Counsel’s reading: Yes, a denial gets the Regulation B notice and reasons link; No, it gets none.'
              }
            />
          </Grid>
          <FormFamilyInputs isDivision={isDivision} readOnly={readOnly} />
        </Grid>
      </CardContent>
    </Card>
  );
}
