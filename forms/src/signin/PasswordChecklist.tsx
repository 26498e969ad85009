import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { PASSWORD_RULES } from './password-policy';

/** The live list of policy rules: each turns green as soon as the typed password meets it. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  return (
    <List dense disablePadding aria-label="Password rules">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password, confirm);
        return (
          <ListItem key={rule.id} disableGutters data-met={met} sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 30 }}>
              {met ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess="met" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" color="disabled" titleAccess="not met" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={rule.message}
              slotProps={{ primary: { variant: 'body2', color: met ? 'success.main' : 'text.secondary' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
