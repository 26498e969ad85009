import { Wordmark } from './Wordmark';

/** Arial bold at 24 px: about 15 px per character in the widest mixed-case names, a little under in most. */
const CHAR_WIDTH = 15;
const TEXT_X = 18;
const FONT_SIZE = 24;

/**
 * Any other company of the group: its name in the default theme's style. The frame is as wide as the name
 * (a fixed 260 cut 'Intermodal Drayage Services' after 'Se'), and the text is fitted to that width, so a
 * name is never clipped; on a narrow screen the whole wordmark scales down (Wordmark's max-width).
 */
export function GenericLogo({
  name,
  color = '#123b63',
  accent = '#e07a1f',
}: {
  name: string;
  color?: string;
  accent?: string;
}) {
  const textWidth = Math.max(1, name.length) * CHAR_WIDTH;
  return (
    <Wordmark title={name} width={TEXT_X + textWidth + 6}>
      <rect x="2" y="10" width="8" height="30" rx="2" fill={accent} />
      <text
        x={TEXT_X}
        y="34"
        fontFamily="Arial, sans-serif"
        fontSize={FONT_SIZE}
        fontWeight="800"
        fill={color}
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
    </Wordmark>
  );
}
