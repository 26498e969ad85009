import { Box } from '@mui/material';
import type { CustomerIdentity } from '@cp/schemas/contracts/customers';
import { formatDate } from '../submissions/format';
import { formatAddress, formatDunsNumber, formatTaxId } from './format';
import { Fact, Section } from './Section';

/** Who the customer is: the keys it is matched on and what its submissions said over time. */
export function IdentitySection({ identity }: { identity: CustomerIdentity }) {
  return (
    <Section title="Identity" testId="customer-identity">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(auto-fit, minmax(160px, 1fr))',
          },
        }}
      >
        <Fact label="Legal name">{identity.legalName}</Fact>
        <Fact label="Federal tax id">{formatTaxId(identity.taxId)}</Fact>
        <Fact label="DUNS">{formatDunsNumber(identity.duns)}</Fact>
        <Fact label="Customer codes">{identity.customerCodes.join(', ')}</Fact>
        <Fact label="DBAs seen">{identity.dbas.join(', ')}</Fact>
        <Fact label="First seen">{formatDate(identity.addDate)}</Fact>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Fact label="Addresses seen">
          {identity.addresses.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {identity.addresses.map((a) => (
                <li key={JSON.stringify(a)}>{formatAddress(a)}</li>
              ))}
            </Box>
          ) : (
            ''
          )}
        </Fact>
      </Box>
    </Section>
  );
}
