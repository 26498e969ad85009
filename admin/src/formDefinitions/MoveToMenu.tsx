/** A top-level field's 'Move to' menu: every other step or section, and every group of a step. */
import { useState } from 'react';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMoveOutlined';
import { IconButton, ListSubheader, Menu, MenuItem } from '@mui/material';
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { moveFieldTo, moveTargets } from './edit-layout';

export function MoveToMenu(props: {
  content: DefinitionContent;
  field: string;
  onChange: (content: DefinitionContent) => void;
}) {
  const { content, field, onChange } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `move-${field.replace(/\W/g, '-')}`;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Move ${field} to`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <DriveFileMoveIcon fontSize="small" />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <ListSubheader>Move to</ListSubheader>
        {moveTargets(content).map((target) => (
          <MenuItem
            key={`${target.step}-${target.group ?? ''}`}
            onClick={() => {
              setAnchor(null);
              onChange(moveFieldTo(content, field, target));
            }}
          >
            {target.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
