import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';

/**
 * A button that may be disabled, with a tooltip saying why when it is (issue 15 item 8). A disabled button
 * gets no pointer events, so the tooltip sits on a wrapper.
 */
export function DisabledReason({ reason, children }: { reason: string; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason} describeChild>
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}
