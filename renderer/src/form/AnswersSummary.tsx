import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RJSFSchema } from '@rjsf/utils';
import { formatValue, isAccountNumber, maskAccountNumber, type DisplayFormat } from '@cp/schemas/formats';
import { propertiesOf } from '@cp/schemas/forms/describe';
import type { JsonSchema } from '@cp/schemas/forms/types';
import type { FormData, FormStep, FormUiSchema } from '../types';

type Node = { schema?: RJSFSchema; ui?: Record<string, unknown> };
interface Row {
  label: string;
  value: string;
}
/** How values are shown: the definition's display formats by dotted path ('address.zip', 'tradeRefInfo.phone'). */
type Formats = Record<string, DisplayFormat>;

/** 'perDiemAgreement' -> 'Per Diem Agreement': a field the schema and UI schema leave untitled. */
const words = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

const titleOf = (name: string, { schema, ui }: Node) =>
  String((ui?.['ui:title'] as string | undefined) ?? schema?.title ?? words(name));

function display(path: string, value: unknown, formats: Formats): string {
  if (isAccountNumber(path)) return maskAccountNumber(value);
  if (Array.isArray(value)) return value.filter((v) => typeof v !== 'object').join(', ');
  return formatValue(formats[path] ?? 'text', value);
}

/** An object's keys in the form's own order (ui:order, else the schema's), then any the form does not name. */
function orderedKeys(value: Record<string, unknown>, node: Node): string[] {
  const uiOrder = (node.ui?.['ui:order'] as string[] | undefined)?.filter((k) => k !== '*');
  const declared = uiOrder ?? Object.keys(propertiesOf((node.schema ?? {}) as JsonSchema));
  const present = declared.filter((k) => k in value);
  return [...present, ...Object.keys(value).filter((k) => !present.includes(k))];
}

interface Walk {
  path: string;
  prefix: string;
  formats: Formats;
  stepTitle?: string;
}

/** The answers under one field, as label / value rows (objects and lists of objects walked by their titles). */
function rowsOf(name: string, value: unknown, node: Node, walk: Walk): Row[] {
  const { path, prefix, formats, stepTitle = '' } = walk;
  const title = titleOf(name, node);
  // An object named like its step ('Banking Information' on 'Banking Information') adds nothing to its rows.
  const own = stepTitle && stepTitle.toLowerCase().startsWith(title.toLowerCase()) ? '' : title;
  const label = [prefix, own].filter(Boolean).join(' · ');
  if (Array.isArray(value) && value.some((v) => v && typeof v === 'object')) {
    const items = (node.schema?.items ?? {}) as RJSFSchema;
    const itemUi = (node.ui?.items ?? {}) as Record<string, unknown>;
    // A list (the trade references) is numbered under the step's heading: '#1 · Company'.
    return value.flatMap((item, i) =>
      rowsOf(
        '',
        item,
        { schema: items, ui: { ...itemUi, 'ui:title': `#${i + 1}` } },
        { path, prefix, formats },
      ),
    );
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const props = propertiesOf((node.schema ?? {}) as JsonSchema) as Record<string, RJSFSchema>;
    const object = value as Record<string, unknown>;
    return orderedKeys(object, node).flatMap((key) =>
      rowsOf(
        key,
        object[key],
        { schema: props[key], ui: node.ui?.[key] as Record<string, unknown> },
        { path: path ? `${path}.${key}` : key, prefix: label, formats },
      ),
    );
  }
  const shown = display(path, value, formats);
  return shown && !/^data:/.test(shown) ? [{ label, value: shown }] : [];
}

/**
 * A read-only summary of what the customer answered in the steps before signing, so they see what they sign:
 * in the form's own field order and display formats, account numbers masked to their last four digits. Only
 * filled answers are listed; a drawn signature (a data: URL) is not.
 */
export default function AnswersSummary(props: {
  steps: FormStep[];
  schema: RJSFSchema;
  uiSchema?: FormUiSchema;
  data: FormData;
  /** The definition's display formats (dates MM/DD/YYYY, phones 3-3-4, money with separators). */
  formats?: Formats;
}) {
  const properties = propertiesOf(props.schema as JsonSchema) as Record<string, RJSFSchema>;
  const formats = props.formats ?? {};
  const ui = (props.uiSchema ?? {}) as Record<string, unknown>;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="answers-summary"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}
    >
      <Typography id="answers-summary" variant="h6" component="h3" sx={{ mb: 1 }}>
        Your answers
      </Typography>
      {props.steps.map((step) => {
        const rows = step.fields.flatMap((name) =>
          rowsOf(
            name,
            props.data[name],
            { schema: properties[name], ui: ui[name] as Record<string, unknown> },
            { path: name, prefix: '', formats, stepTitle: step.title },
          ),
        );
        if (rows.length === 0) return null;
        return (
          <Box key={step.id} sx={{ mb: 1.5 }}>
            <Typography variant="subtitle2" component="h4" color="primary">
              {step.title}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
                columnGap: 2,
                '& dt': { color: 'text.secondary', fontSize: 14 },
                '& dd': { m: 0, mb: { xs: 0.75, sm: 0.25 }, fontSize: 14, overflowWrap: 'anywhere' },
              }}
            >
              {rows.map((row) => (
                <Box key={row.label} sx={{ display: 'contents' }}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Paper>
  );
}
