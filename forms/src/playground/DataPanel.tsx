import { useDeferredValue, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { validateForm } from '@cp/schemas/forms/validate';
import type { FormDefinition } from '@cp/schemas/forms/types';

/**
 * The data as JSON and the errors the server would answer for a full submit. Deferred, so a keystroke in
 * the form paints before this panel is re-rendered.
 */
export default function DataPanel({
  definition,
  data,
}: {
  definition: FormDefinition;
  data: Record<string, unknown>;
}) {
  const deferred = useDeferredValue(data);
  const result = useMemo(() => validateForm(definition, deferred, 'submit'), [definition, deferred]);
  const errors = Object.entries(result.errors);
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pg-errors">
        <Typography id="pg-errors" variant="h6" component="h2">
          Validation ({errors.length})
        </Typography>
        {errors.length === 0 ? (
          <Alert severity="success">The data passes full (submit) validation.</Alert>
        ) : (
          <List dense aria-label="Validation errors">
            {errors.map(([path, message]) => (
              <ListItem key={path} disableGutters>
                <ListItemText primary={message} secondary={path} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="pg-json">
        <Typography id="pg-json" variant="h6" component="h2">
          Data
        </Typography>
        <pre
          data-testid="playground-json"
          style={{ margin: 0, overflowX: 'auto', fontSize: 12, maxHeight: 480 }}
        >
          {JSON.stringify(deferred, null, 2)}
        </pre>
      </Paper>
    </>
  );
}
