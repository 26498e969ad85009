/**
 * The live preview of a definition with the real renderer at desktop or phone width: a frame of the
 * customer app's /playground/preview (forms/src/playground/DefinitionPreviewPage.tsx), which renders it with
 * the form's sample data and validates as typed. A frame because the engine's ajv compiles schemas into
 * functions, which the console's content policy forbids; and a frame of the real width makes the form lay
 * itself out as on a phone. Each change of the definition is posted to it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';

/** Message names shared with forms/src/playground/DefinitionPreviewPage.tsx. */
const PREVIEW_MESSAGE = 'cp-form-preview';
const PREVIEW_READY = 'cp-form-preview-ready';
/** Desktop fills the page's column; phone is a 375 px screen, so the form takes its phone layout. */
const WIDTHS = { desktop: '100%', phone: 375 } as const;
type Width = keyof typeof WIDTHS;

export function DefinitionPreview({ family, content }: { family: string; content: DefinitionContent }) {
  const [width, setWidth] = useState<Width>('desktop');
  const frame = useRef<HTMLIFrameElement>(null);
  const post = useCallback(() => {
    frame.current?.contentWindow?.postMessage(
      { type: PREVIEW_MESSAGE, family, content },
      window.location.origin,
    );
  }, [family, content]);
  useEffect(() => {
    const ready = (event: MessageEvent) => {
      const fromFrame = event.source === frame.current?.contentWindow;
      if (
        fromFrame &&
        event.origin === window.location.origin &&
        (event.data as { type?: string })?.type === PREVIEW_READY
      )
        post();
    };
    window.addEventListener('message', ready);
    post();
    return () => window.removeEventListener('message', ready);
  }, [post]);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2">
          Preview with sample data
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_e, v: Width | null) => v && setWidth(v)}
          aria-label="Preview width"
        >
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="phone">Phone</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="iframe"
          ref={frame}
          title="Form preview"
          src="/playground/preview"
          sx={{
            width: WIDTHS[width],
            height: 900,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'block',
          }}
        />
      </Box>
    </Box>
  );
}
