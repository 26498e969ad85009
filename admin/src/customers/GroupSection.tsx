import { useState } from 'react';
import { Box, Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerFile, CustomerRef, CustomerRow } from '@cp/schemas/contracts/customers';
import { formatTaxId } from './format';
import { ParentPicker } from './ParentPicker';
import { ReasonDialog } from './ReasonDialog';
import { Fact, Section } from './Section';
import { useCustomerActions } from './useCustomerActions';

const CustomerLink = ({ c }: { c: CustomerRef }) => (
  <Link component={RouterLink} to={`/customers/${c.id}`}>
    {c.legalName || formatTaxId(c.taxId) || 'Unnamed customer'}
  </Link>
);

/** The group (issue 29 item 2): the parent and the subsidiaries; staff who may change the file set the parent. */
export function GroupSection({ file }: { file: CustomerFile }) {
  const actions = useCustomerActions();
  const [dialog, setDialog] = useState<'set' | 'clear' | null>(null);
  const [parent, setParent] = useState<CustomerRow | null>(null);
  const [tried, setTried] = useState(false);
  const { group, identity } = file;
  const buttons = file.canChange ? (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button size="small" onClick={() => setDialog('set')}>
        {group.parent ? 'Change parent' : 'Set parent'}
      </Button>
      {group.parent ? (
        <Button size="small" onClick={() => setDialog('clear')}>
          Clear parent
        </Button>
      ) : null}
    </Box>
  ) : null;
  return (
    <Section title="Group" actions={buttons} testId="customer-group">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Fact label="Parent">{group.parent ? <CustomerLink c={group.parent} /> : 'None'}</Fact>
        <Fact label="Subsidiaries">
          {group.children.length
            ? group.children.map((c, i) => (
                <span key={c.id}>
                  {i ? ', ' : ''}
                  <CustomerLink c={c} />
                </span>
              ))
            : 'None'}
        </Fact>
      </Box>
      {dialog === 'set' ? (
        <ReasonDialog
          title={`Parent of ${identity.legalName}`}
          action="Save"
          onClose={() => setDialog(null)}
          ready={() => {
            setTried(true);
            return !!parent;
          }}
          run={(reason) => actions.parent(identity.id, { parentId: parent?.id ?? null, reason })}
        >
          <ParentPicker
            excludeId={identity.id}
            value={parent}
            onChange={setParent}
            error={tried && !parent}
          />
        </ReasonDialog>
      ) : null}
      {dialog === 'clear' ? (
        <ReasonDialog
          title={`Clear the parent of ${identity.legalName}`}
          action="Clear parent"
          onClose={() => setDialog(null)}
          run={(reason) => actions.parent(identity.id, { parentId: null, reason })}
        />
      ) : null}
    </Section>
  );
}
