import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
} from 'react';
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

/** Fields mounted by a form's first render (issue 17). */
export const FIRST_FIELDS = 6;
/** Fields mounted by the first task after it; the tasks after that mount as many as fit `SLICE_BUDGET_MS`. */
export const FIRST_SLICE = 1;
/** The most fields one task mounts, however fast the last ones were. */
export const MAX_SLICE = 12;
/**
 * How long one task's slice should take to render and commit: a quarter of a long task (50 ms), because a
 * phone's CPU is several times slower than the machine Lighthouse's mobile audit runs on and multiplies what it
 * measures by four (a slice of six fields on the activation form took about 40 ms here: 160 ms of blocking time).
 */
export const SLICE_BUDGET_MS = 10;

/** How many fields the next task mounts, after `added` fields took `tookMs` to render and commit. */
export function nextSlice(added: number, tookMs: number): number {
  const fit = Math.floor((added * SLICE_BUDGET_MS) / Math.max(tookMs, 0.5));
  return Math.max(1, Math.min(MAX_SLICE, fit));
}

/**
 * How many of the form's `total` fields are mounted: a few at first, more in each following task, until all
 * are. Mounting a whole form at once (its MUI parts, their DOM and the layout of it) is one long task that keeps a
 * phone from answering for a quarter of a second; in slices, the first fields show as soon, and the browser can
 * paint and answer the customer between slices. The fields further down arrive below the fold, out of sight.
 * Each slice is timed (from its render to its layout effects) and the next one mounts as many fields as that
 * pace fits in `SLICE_BUDGET_MS`: one or two at a time on a phone, more on a fast computer.
 * Each slice is an ordinary update in a task of its own, not a transition: as a transition a slice could be put
 * off again and again (a form with its data stalled at its first six fields), and the fields below stayed out of
 * the page; find-in-page, autofill, screen readers and test tools need them all, scrolled or not.
 * Once all are mounted, they stay so (a later step shows all its fields at once: only its first mount was slow).
 */
function useMountedFields(total: number): number {
  const [mounted, setMounted] = useState(FIRST_FIELDS);
  /** The next slice's size; when the slice under way was asked for and how many fields it adds. */
  const pace = useRef({ next: FIRST_SLICE, added: 0, since: 0 });
  // The slice's render starts here (a ref, not state: timing only).
  if (pace.current.added && !pace.current.since) pace.current.since = performance.now();
  useLayoutEffect(() => {
    const p = pace.current;
    if (!p.since) return;
    p.next = nextSlice(p.added, performance.now() - p.since);
    p.added = 0;
    p.since = 0;
  }, [mounted]);
  useEffect(() => {
    if (mounted >= total) return;
    const timer = setTimeout(() => {
      const p = pace.current;
      p.added = p.next;
      setMounted((n) => n + p.added);
    }, 0);
    return () => clearTimeout(timer);
  }, [mounted, total]);
  return mounted;
}

/** One property in its cell. */
function cell(p: ObjectFieldTemplatePropertyType, title: string) {
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
}

function Fields({
  items: all,
  title,
  limit,
  groups = [],
}: {
  items: ObjectFieldTemplatePropertyType[];
  title: string;
  /** How many of the items are mounted yet (useMountedFields). */
  limit: number;
  /** The step's groups (FormStep.groups): each a titled block where its first field would be. */
  groups?: FormStep['groups'];
}) {
  const items = limit < all.length ? all.slice(0, Math.max(0, limit)) : all;
  const groupOf = (name: string) => groups.find((g) => g.fields.map(topLevelOf).includes(name));
  const done = new Set<string>();
  return (
    <Box sx={FIELDS_SX}>
      {items.map((p) => {
        const group = groupOf(p.name);
        if (!group) return cell(p, title);
        if (done.has(group.label)) return null;
        done.add(group.label);
        const members = items.filter((q) => groupOf(q.name) === group);
        return (
          <Box key={`group-${group.label}`} component="section" aria-label={group.label}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {group.label}
            </Typography>
            <Box sx={FIELDS_SX}>{members.map((q) => cell(q, title))}</Box>
          </Box>
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
  const shown = layout.mode === 'step' ? [layout.steps[layout.current]] : layout.steps;
  const sections = shown.map((step) => ({ step, items: pick(props.properties, step) }));
  const mounted = useMountedFields(sections.reduce((n, s) => n + s.items.length, 0));
  // Each section gets what is left of the mounted count after the sections above it.
  let before = 0;
  const limits = sections.map(({ items }) => {
    const limit = mounted - before;
    before += items.length;
    return limit;
  });
  if (layout.mode === 'step') {
    const { step, items } = sections[0];
    return (
      <Box>
        <Fields items={items} title={step.title} limit={limits[0]} groups={step.groups} />
        {hidden}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 } }}>
      {sections.map(({ step, items }, index) => {
        // A card shows with its first field, never empty while its fields are still being mounted (kept in the
        // tree, hidden, so the form's structure does not change under the slices).
        const empty = limits[index] <= 0 && items.length > 0;
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
            hidden={empty}
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
            <Fields items={items} title={step.title} limit={limits[index]} groups={step.groups} />
          </Paper>
        );
      })}
      {hidden}
    </Box>
  );
}
