import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Card,
  CardContent,
  CardHeader,
  Grid,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { TextInput } from 'react-admin';
import { WORDING_SECTIONS, type WordingSection } from '@cp/schemas/contracts/units-admin';
import { WordingPreview } from './WordingPreview';

function Section({ section, readOnly }: { section: WordingSection; readOnly: boolean }) {
  const id = `${section.card}-${section.template}`;
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography sx={{ fontWeight: 600 }}>{section.title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: readOnly ? 12 : 5 }}>
            {section.fields.map((f) => (
              <TextInput
                key={f.name}
                source={f.name}
                label={f.label}
                multiline
                minRows={3}
                fullWidth
                disabled={readOnly}
                helperText={false}
                sx={{ mb: 1 }}
              />
            ))}
          </Grid>
          {!readOnly && (
            <Grid size={{ xs: 12, md: 7 }}>
              <WordingPreview section={section} />
            </Grid>
          )}
        </Grid>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * Credit Application, Customer Activation (back-office.md §2) and Reference Request (README 'Reference
 * requests') Email Templates: one collapsible section per email, its fields beside the email as it will be sent.
 */
export function WordingCards({ readOnly }: { readOnly: boolean }) {
  const cards = [
    { card: 'application', title: 'Credit Application Email Templates' },
    { card: 'activation', title: 'Customer Activation Email Templates' },
    { card: 'references', title: 'Reference Request Email Templates' },
  ] as const;
  return cards.map(({ card, title }) => (
    <Card key={card} variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {WORDING_SECTIONS.filter((s) => s.card === card).map((s) => (
          <Section key={s.template} section={s} readOnly={readOnly} />
        ))}
      </CardContent>
    </Card>
  ));
}
