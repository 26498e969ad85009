import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import type { DefinitionProblem } from '@cp/schemas/contracts/form-definitions';

/** The definition check's problems, each naming its field; or that the definition is valid. */
export function ProblemList({ problems, title }: { problems: DefinitionProblem[]; title: string }) {
  if (!problems.length)
    return (
      <Alert severity="success" role="status">
        The definition is valid.
      </Alert>
    );
  return (
    <Alert severity="error" role="alert" aria-label="Definition problems">
      <AlertTitle>{title}</AlertTitle>
      <List dense disablePadding>
        {problems.map((p, i) => (
          <ListItem key={i} disableGutters sx={{ py: 0 }}>
            <ListItemText primary={p.message} secondary={p.field || undefined} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
