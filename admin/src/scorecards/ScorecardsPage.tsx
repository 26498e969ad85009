/**
 * Scorecards (README 'Scorecard'): every unit's scorecard versions — the group default and each company's or
 * division's own — with status and last change; the chosen version below (`?id=` in the URL). Super Admins
 * make a draft for a unit from the version it uses now, edit, save and publish it; Admins read.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ScorecardListItem } from '@cp/schemas/contracts/scorecards';
import { useAbility } from '../auth/AbilityContext';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from '../submissions/api';
import { formatDate } from '../submissions/format';
import { ScorecardEditor, scorecardsKey } from './ScorecardEditor';

const STATUS_COLOUR = { draft: 'warning', published: 'success', archived: 'default' } as const;
const DEFAULT_UNIT = 'default';

function NewDraft({ onMade }: { onMade: (id: string) => void }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [unit, setUnit] = useState(DEFAULT_UNIT);
  const units = useQuery({
    queryKey: ['selectable-units'],
    queryFn: async () => (await dp.selectableUnits()).data,
  });
  const make = async () => {
    try {
      const { data, message } = await dp.createScorecard({ unitId: unit === DEFAULT_UNIT ? null : unit });
      notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: scorecardsKey });
      onMade(data.id);
    } catch (e) {
      notify(failureMessage(e, ''), { type: 'warning' });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label="New draft for"
        value={unit}
        onChange={(e) => setUnit(e.target.value)}
        sx={{ minWidth: 260 }}
      >
        <MenuItem value={DEFAULT_UNIT}>Group default</MenuItem>
        {(units.data ?? [])
          .filter((u) => u.kind !== 'all')
          .map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.kind === 'division' ? `— ${u.name}` : u.name}
            </MenuItem>
          ))}
      </TextField>
      <Button variant="outlined" onClick={() => void make()} sx={{ whiteSpace: 'nowrap' }}>
        Make draft
      </Button>
    </Stack>
  );
}

function Versions({
  items,
  chosen,
  onChoose,
}: {
  items: ScorecardListItem[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  return (
    <List
      dense
      aria-label="Scorecard versions"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}
    >
      {items.map((s) => (
        <ListItemButton key={s.id} selected={s.id === chosen} onClick={() => onChoose(s.id)}>
          <ListItemText
            primary={`${s.unitName} · version ${s.version}`}
            secondary={`Updated ${formatDate(s.updatedAt)}${s.updatedBy ? ` by ${s.updatedBy}` : ''}`}
          />
          <Chip size="small" label={s.status} color={STATUS_COLOUR[s.status]} />
        </ListItemButton>
      ))}
    </List>
  );
}

export function ScorecardsPage() {
  const dp = useDataProvider<ConsoleDataProvider>();
  const [params, setParams] = useSearchParams();
  const mayCreate = useAbility().can('create', 'Scorecard');
  const list = useQuery({ queryKey: scorecardsKey, queryFn: () => dp.scorecards() });
  const chosen =
    params.get('id') ?? list.data?.find((s) => s.unitId === null && s.status === 'published')?.id ?? '';
  const one = useQuery({
    queryKey: [...scorecardsKey, chosen],
    queryFn: () => dp.scorecard({ id: chosen }),
    enabled: !!chosen,
  });
  const choose = (id: string) => setParams({ id });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Scorecards" />
      <Card>
        <CardContent>
          {mayCreate ? <NewDraft onMade={choose} /> : null}
          {list.data ? <Versions items={list.data} chosen={chosen} onChoose={choose} /> : null}
          {one.data ? <ScorecardEditor scorecard={one.data} /> : null}
        </CardContent>
      </Card>
    </Box>
  );
}
