import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { cloneElement, lazy, Suspense, type ReactElement } from 'react';
import type { FieldProps, ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps } from '@rjsf/utils';
import { FORM } from '@cp/schemas/messages/renderer';
import { CELL_GRID_SX, cellOf } from '../templates/cells';
import type { FormStep } from '../types';
import { topLevelOf, type EngineFormContext } from './layout';

function pick(properties: ObjectFieldTemplatePropertyType[], step: FormStep) {
  const names = new Set(step.fields.map(topLevelOf));
  return properties.filter((p) => names.has(p.name) && !p.hidden);
}

/** An object whose title repeats the step's ('Banking Information' in 'Banking Information (Optional)'). */
function repeatsTitle(content: ReactElement<FieldProps>, stepTitle: string): boolean {
  const { schema, uiSchema } = content.props;
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema?.title;
  return schema?.type === 'object' && !!title && stepTitle.toLowerCase().startsWith(title.toLowerCase());
}

// The sections' valid / invalid chips show after a submit attempt only: MUI's Chip is not part of a form's first
// load (issue 17).
const Chip = lazy(() => import('@mui/material/Chip'));

const FIELDS_SX = { ...CELL_GRID_SX, gap: 2 };

function Fields({ items, title }: { items: ObjectFieldTemplatePropertyType[]; title: string }) {
  return (
    <Box sx={FIELDS_SX}>
      {items.map((p) => {
        const content = p.content as ReactElement<FieldProps>;
        const shown = repeatsTitle(content, title)
          ? cloneElement(content, {
              uiSchema: {
                ...content.props.uiSchema,
                'ui:options': { ...content.props.uiSchema?.['ui:options'], label: false },
              },
            })
          : content;
        // A plain element, not a Box: the wrappers re-render with every keystroke and need no styles.
        return (
          <div key={p.name} data-cell={cellOf(content.props.uiSchema)}>
            {shown}
          </div>
        );
      })}
    </Box>
  );
}

/**
 * The root object's template: in a wizard only the current step's properties render, in a
 * sectioned form every step becomes a titled section reporting valid or invalid. Hidden properties still
 * render (invisibly) so RJSF keeps their values.
 */
export default function RootTemplate(props: ObjectFieldTemplateProps) {
  const { layout } = props.registry.formContext as EngineFormContext;
  const hidden = props.properties.filter((p) => p.hidden).map((p) => <div key={p.name}>{p.content}</div>);
  if (layout.mode === 'step') {
    const step = layout.steps[layout.current];
    return (
      <Box>
        <Fields items={pick(props.properties, step)} title={step.title} />
        {hidden}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 } }}>
      {layout.steps.map((step) => {
        const invalid = layout.invalid[step.id];
        const headingId = `section-${step.id}`;
        return (
          <Paper
            key={step.id}
            component="section"
            aria-labelledby={headingId}
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 3 } }}
            data-valid={invalid ? 'false' : 'true'}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
              <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {step.title}
              </Typography>
              {layout.showStatus && (
                <Suspense fallback={null}>
                  <Chip
                    size="small"
                    color={invalid ? 'error' : 'success'}
                    label={invalid ? FORM.sectionInvalid : FORM.sectionValid}
                  />
                </Suspense>
              )}
            </Box>
            <Fields items={pick(props.properties, step)} title={step.title} />
          </Paper>
        );
      })}
      {hidden}
    </Box>
  );
}
