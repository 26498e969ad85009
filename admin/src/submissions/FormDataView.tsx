import { Fragment, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import { displayValue, humanize, propertiesOf } from '@cp/schemas/forms/describe';
import { fieldOrder } from '@cp/schemas/forms/layout';
import { isAccountNumber, maskAccountNumber } from '@cp/schemas/formats-plain';
import type { FormDefinition, JsonSchema } from '@cp/schemas/forms/types';
import { filledEntries } from './filledEntries';

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A value as text in the definition's display format for its path (back-office.md §9: phone, DUNS, tax id,
 * money, dates; yes/no for booleans); a signature image shows as signed, an uploaded file by its name; a
 * bank account number by its last four digits, as on the staff PDF (issue 27 item 5).
 */
function text(definition: FormDefinition, path: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (isAccountNumber(path) && !Array.isArray(value) && !isObject(value)) return maskAccountNumber(value);
  if (Array.isArray(value)) return value.map((v) => text(definition, path, v)).join(', ');
  if (isObject(value)) return String(value.fileName ?? value.name ?? '');
  if (typeof value === 'string' && value.startsWith('data:image/')) return '(signed)';
  return displayValue(definition, path, value);
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {value || '—'}
      </Typography>
    </Grid>
  );
}

/** The fields of one schema node with its data: scalars as label/value, objects and arrays as groups. */
interface FieldsProps {
  definition: FormDefinition;
  schema: JsonSchema;
  data: unknown;
  /** dotted data path ('address.city'; list items have no index) */
  path: string;
  /** the field path of the object shown, when not `path`'s: a list's items are '/list/*' */
  holder?: string;
}

function Fields({ definition, schema, data, path, holder }: FieldsProps): ReactNode {
  const title =
    definition.labels[path] ?? String(schema.title ?? humanize(path.slice(path.lastIndexOf('.') + 1)));
  if (isObject(data) && (schema.properties || schema.allOf || schema.then)) {
    const props = propertiesOf(schema);
    // In the order the form shows them (the layout tree's).
    return fieldOrder(definition.layout, holder ?? `/${path.replace(/\./g, '/')}`, Object.keys(props))
      .filter((key) => key in data)
      .map((key) => (
        <Fields
          key={key}
          definition={definition}
          schema={props[key]}
          data={data[key]}
          path={`${path}.${key}`}
        />
      ));
  }
  if (Array.isArray(data) && isObject(schema.items) && data.some(isObject)) {
    // Entries never filled (the references the form opens with) are left out.
    const filled = filledEntries(data, (definition.defaults as Data | undefined)?.[path]);
    return filled.map((item, i) => (
      <Grid key={i} size={12}>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {title} {i + 1}
        </Typography>
        <Grid container spacing={2}>
          <Fields
            definition={definition}
            schema={schema.items as JsonSchema}
            data={item}
            path={path}
            holder={`/${path.replace(/\./g, '/')}/*`}
          />
        </Grid>
      </Grid>
    ));
  }
  return <Field label={title} value={text(definition, path, data)} />;
}

/**
 * The customer's data laid out from the record's form definition, the version the record was invited on
 * as the API delivers it with the record (its steps as sections, the schema's titles as labels, its display
 * formats), read only: a new field or step shows here without a console change. `extra` adds content to a
 * section by step id (the trade-references file, the signing date); `shownByExtra` names the fields that
 * content shows in their place (the uploaded file under its own name, not the stored name as well).
 */
export function FormDataView(props: {
  definition: FormDefinition | undefined;
  data: Data;
  extra?: Record<string, ReactNode>;
  shownByExtra?: readonly string[];
}) {
  const { definition, data, extra = {}, shownByExtra = [] } = props;
  if (!definition) return null;
  const root = propertiesOf(definition.schema);
  return (
    <Box>
      {definition.steps.map((step) => (
        <Card key={step.id} variant="outlined" sx={{ mb: 2 }} data-testid={`section-${step.id}`}>
          <CardHeader title={step.title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Grid container spacing={2}>
              {step.fields
                .filter((f) => root[f] && data[f] !== undefined && !shownByExtra.includes(f))
                .map((f, _index, shown) => {
                  // A group of the layout gets its label above its first field shown.
                  const group = step.groups?.find((g) => g.fields.find((x) => shown.includes(x)) === f);
                  return (
                    <Fragment key={f}>
                      {group && (
                        <Grid size={12}>
                          <Typography variant="subtitle2" component="h3">
                            {group.label}
                          </Typography>
                        </Grid>
                      )}
                      <Fields definition={definition} schema={root[f]!} data={data[f]} path={f} />
                    </Fragment>
                  );
                })}
            </Grid>
            {extra[step.id] ?? null}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
