import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Grid } from '@mui/material';
import { formatDate, formatDuns, formatFedTaxId } from '../submissions/format';
import { DetailField } from '../submissions/DetailField';

type Data = Record<string, unknown>;
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});
/** §9: phone shows as 3-3-4 digits when 10 or longer. */
const phone = (v: unknown) => {
  const d = str(v).replace(/\D/g, '');
  return d.length >= 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : str(v);
};
const yesNo = (v: unknown) => (v === true ? 'Yes' : v === false ? 'No' : 'N/A');

function Field({ label, value }: { label: string; value: ReactNode }) {
  return <DetailField label={label} value={value} size={{ xs: 12, sm: 6, md: 4 }} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}

const addressOf = (a: Data) =>
  [a.address1, a.address2, a.address, [a.city, a.state].filter(Boolean).join(', '), a.zip, a.country]
    .map(str)
    .filter(Boolean)
    .join(' ');

/** §2 'Activation details': which cards a record gets depends on its division's name (uwl / wds or not). */
export const isUwlFamily = (divisionOrCompanyName: string): boolean => /uwl|wds/i.test(divisionOrCompanyName);

export function DetailsCards(props: { record: Data; unitName: string; formFamily: string }) {
  const { record, unitName } = props;
  // The name rule of the spec, or the UWL form the record was filled in (World Distribution Services has no
  // 'wds' in its name but uses the UWL/WDS form).
  const uwl = isUwlFamily(unitName) || props.formFamily === 'activation-uwl';
  const address = obj(record.address);
  const method = obj(record.method);
  const chb = obj(record.chb);
  const bank = obj(record.bankInfo);
  const documents = Array.isArray(record.documents) ? record.documents.map(str).join(', ') : '';
  return (
    <>
      <Section title="Company Information">
        <Field label="Company Name" value={str(record.companyName)} />
        <Field label="Contact" value={str(record.companyContact)} />
        <Field label="Established" value={formatDate(str(record.companyEstablishedDate) || null)} />
        <Field label="Phone" value={phone(record.companyPhone)} />
        <Field label="Email" value={str(record.companyEmail)} />
        <Field label="D&B DUNS" value={formatDuns(record.duns)} />
        <Field label="Federal Tax Id" value={formatFedTaxId(record.fedTaxId)} />
        <Field label="Address" value={addressOf(address)} />
        {uwl && <Field label="C-TPAT Number" value={str(record.ctpatNumber)} />}
        {uwl && <Field label="Website" value={str(record.companyWebsite)} />}
      </Section>
      <Section title="Billing">
        <Field label="Accounts Payable Name" value={str(record.accountsPayableName)} />
        <Field label="Accounts Payable Email" value={str(record.accountsPayableEmail)} />
        <Field
          label="Invoice Method"
          value={[str(method.code), str(method.value)].filter(Boolean).join(': ')}
        />
        {uwl ? (
          <Field label="Payment Method" value={str(record.paymentMethod)} />
        ) : (
          <Field label="Documents Required With Invoice" value={documents} />
        )}
      </Section>
      {uwl ? (
        <Section title="CHB">
          <Field label="Will UWL handle your CHB?" value={yesNo(chb.uwlHandleChb)} />
          <Field label="ACH Importer" value={yesNo(chb.achImporter)} />
          <Field label="Company Name" value={str(chb.companyName)} />
          <Field label="Contact" value={str(chb.contact)} />
          <Field label="Phone" value={phone(chb.phone)} />
          <Field label="Email" value={str(chb.email)} />
          <Field label="Address" value={addressOf(chb)} />
        </Section>
      ) : (
        <Section title="Banking">
          <Field label="Bank Name" value={str(bank.bankName)} />
          <Field label="Principal Name" value={str(bank.principalName)} />
          <Field label="Account Number" value={str(bank.accountNumber)} />
          <Field label="Contact" value={str(bank.contact)} />
          <Field label="Phone" value={phone(bank.phone)} />
          <Field label="Address" value={addressOf(bank)} />
        </Section>
      )}
      <Section title="E-Signature">
        <Field label="Signature" value={str(record.signature)} />
        <Field label="Title" value={str(record.signatureTitle)} />
        <Field label="Date Signed" value={formatDate(str(record.signatureDate) || null)} />
      </Section>
    </>
  );
}
