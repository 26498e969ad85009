/**
 * One version of a form (issue 16 item 4): its fields (editable while a draft), the raw JSON, a live
 * preview with the real renderer, and the difference with another version of its family. The tab and the
 * compared version live in the URL. The definition check runs on every change (the same check the server
 * runs before it publishes, asked of the server).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { DefinitionContent, DefinitionProblem } from '@cp/schemas/contracts/form-definitions';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import { DefinitionPreview } from './DefinitionPreview';
import { DiffView } from './DiffView';
import { FieldsEditor } from './FieldsEditor';
import { formatDateTime } from './format';
import { ProblemList } from './ProblemList';
import { RawJsonEditor } from './RawJsonEditor';
import { StatusChip } from './StatusChip';
import { useDefinitionCheck, useFormFamilies, useFormVersion } from './useFormEditorApi';
import { VersionActions } from './VersionActions';

const TABS = ['fields', 'json', 'preview', 'diff'] as const;
type TabName = (typeof TABS)[number];
const TAB_LABELS: Record<TabName, string> = {
  fields: 'Fields',
  json: 'JSON',
  preview: 'Preview',
  diff: 'Compare',
};

export function FormVersionPage() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as TabName)
    : 'fields';
  const { data: version, isPending, error, refetch } = useFormVersion(id);
  const families = useFormFamilies();
  const [content, setContent] = useState<DefinitionContent | null>(null);
  const [dirty, setDirty] = useState(false);
  const [refused, setRefused] = useState<DefinitionProblem[]>([]);
  const [edits, setEdits] = useState(0);

  useEffect(() => {
    if (version) {
      setContent({
        schema: version.schema,
        uiSchema: version.uiSchema,
        layout: version.layout,
        defaults: version.defaults,
        roles: version.roles ?? {},
      });
      setDirty(false);
      setRefused([]);
    }
  }, [version]);
  const { data: check } = useDefinitionCheck(content, version?.status === 'draft');

  if (isPending || (version && !content)) return <Loading />;
  if (error || !version || !content) return <Alert severity="error">{error?.message ?? M.notFound}</Alert>;

  const editable = version.status === 'draft';
  const change = (next: DefinitionContent) => {
    setContent(next);
    setDirty(true);
    setRefused([]);
    setEdits((n) => n + 1);
  };
  const siblings =
    families.data
      ?.find((f) => f.family === version.family && f.form === version.form)
      ?.versions.filter((v) => v.id !== version.id) ?? [];
  const compare =
    search.get('compare') ?? siblings.find((v) => v.status === 'published')?.id ?? siblings[0]?.id ?? '';
  const go = (next: Record<string, string>) =>
    setSearch({ tab, ...(search.get('compare') ? { compare } : {}), ...next });

  return (
    <Box sx={{ py: 2 }}>
      <Title title={`Form ${version.family} · version ${version.version}`} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1">
            {version.family} · version {version.version} <StatusChip status={version.status} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {version.note}
            {version.publishedAt &&
              ` · published ${formatDateTime(version.publishedAt)} by ${version.publishedBy ?? 'the system'}`}
            {dirty && ' · unsaved changes'}
          </Typography>
        </Box>
        <VersionActions
          version={version}
          content={content}
          dirty={dirty}
          onSaved={() => void refetch()}
          onRefused={setRefused}
        />
      </Stack>
      {editable && check && (
        <Box sx={{ mb: 2 }}>
          <ProblemList problems={refused.length ? refused : check.problems} title={M.definitionInvalid} />
        </Box>
      )}
      <Tabs value={tab} onChange={(_e, t: TabName) => go({ tab: t })} variant="scrollable" sx={{ mb: 2 }}>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={TAB_LABELS[t]} />
        ))}
      </Tabs>
      {tab === 'fields' && (
        <FieldsEditor
          content={content}
          editable={editable}
          onChange={change}
          word={version.form === 'customer-activation' ? 'Section' : 'Step'}
        />
      )}
      {tab === 'json' && (
        <RawJsonEditor key={edits} content={content} editable={editable} onChange={change} />
      )}
      {tab === 'preview' && <DefinitionPreview family={version.family} content={content} />}
      {tab === 'diff' && (
        <Stack spacing={2}>
          <TextField
            select
            label="Compare with"
            value={compare}
            onChange={(e) => go({ tab: 'diff', compare: e.target.value })}
            sx={{ maxWidth: 320 }}
          >
            {siblings.map((v) => (
              <MenuItem key={v.id} value={v.id}>
                Version {v.version} ({v.status})
              </MenuItem>
            ))}
          </TextField>
          {compare && <DiffView from={compare} to={version.id} />}
        </Stack>
      )}
    </Box>
  );
}
