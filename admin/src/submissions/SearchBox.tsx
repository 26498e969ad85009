import { useEffect, useState } from 'react';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/**
 * The list's search: what is typed applies after the list's debounce (`onType`); with `withButton`,
 * Enter or the Search button applies it at once (`onSubmit`). The box follows the URL when it changes
 * from elsewhere (back button, a shared link).
 */
export function SearchBox(props: {
  applied: string;
  withButton?: boolean;
  onType: (q: string) => void;
  onSubmit: (q: string) => void;
}) {
  const { applied, withButton, onType, onSubmit } = props;
  const [text, setText] = useState(applied);
  useEffect(() => {
    setText((t) => (t.trim() === applied ? t : applied));
  }, [applied]);
  return (
    <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 200 }}>
      <TextField
        size="small"
        label="Search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onType(e.target.value.trim());
        }}
        onKeyDown={(e) => {
          if (withButton && e.key === 'Enter') onSubmit(text.trim());
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: 1 }}
      />
      {withButton ? (
        <Button variant="outlined" onClick={() => onSubmit(text.trim())}>
          Search
        </Button>
      ) : null}
    </Stack>
  );
}
