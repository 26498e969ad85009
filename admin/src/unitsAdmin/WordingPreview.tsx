import { useEffect, useState } from 'react';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useResourceContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { WordingPreview as Preview, WordingSection } from '@cp/schemas/contracts/units-admin';
import type { UnitResource } from '../dataProvider/unitsAdmin';
import { useUnitsAdminApi } from './useUnitsAdminApi';

const DEBOUNCE_MS = 400;

/**
 * The email of one wording section as it will be sent: the real template rendered by the server with the
 * form's unsaved wording, the unit's name and email template (brand) and the template's sample data.
 */
export function WordingPreview({ section }: { section: WordingSection }) {
  const resource = (useResourceContext() ?? 'companies') as UnitResource;
  const api = useUnitsAdminApi(resource);
  const names = section.fields.map((f) => f.name);
  const values = useWatch({ name: [...names, 'name', 'emailTemplate'] }) as (string | null)[];
  const key = JSON.stringify(values);
  const [preview, setPreview] = useState<Preview>();
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    const [name, emailTemplate] = values.slice(names.length);
    const wording = Object.fromEntries(names.map((n, i) => [n, values[i] ?? '']));
    const timer = setTimeout(() => {
      api.preview({ template: section.template, name: name ?? '', emailTemplate, wording }).then(
        ({ data }) => live && (setPreview(data), setError('')),
        (e: Error) => live && setError(e.message),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `key` stands for the watched values (a new array every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, api, section.template]);

  if (error) return <Alert severity="warning">{error}</Alert>;
  if (!preview) return <Skeleton variant="rounded" height={320} />;
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      aria-label={`${section.title} email preview`}
      role="region"
    >
      <Typography variant="body2" sx={{ px: 1.5, py: 1, bgcolor: 'action.hover' }}>
        <strong>Subject:</strong> {preview.subject}
      </Typography>
      <Box
        component="iframe"
        title={`${section.title} email preview`}
        srcDoc={preview.html}
        sandbox=""
        sx={{ display: 'block', width: '100%', height: 360, border: 0, bgcolor: '#fff' }}
      />
    </Box>
  );
}
