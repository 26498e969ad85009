import { useTheme } from '@mui/material/styles';
import { BristolLogo } from './logos/BristolLogo';
import { CpgLogo } from './logos/CpgLogo';
import { GenericLogo } from './logos/GenericLogo';
import { MiddleBayLogo } from './logos/MiddleBayLogo';
import { UwlWdsLogo } from './logos/UwlWdsLogo';
import type { ThemeKey } from './division-theme';

interface Props {
  themeKey: ThemeKey;
  /** The unit's code and name when known (from the API), else the URL's division segment. */
  code: string;
  name: string;
}

/** The logo of the page's theme, in the theme's colours. */
export function DivisionLogo({ themeKey, code, name }: Props) {
  const { palette } = useTheme();
  const colors = { color: palette.primary.main, accent: palette.secondary.main };
  if (themeKey === 'bristol') return <BristolLogo {...colors} />;
  if (themeKey === 'middlebay') return <MiddleBayLogo {...colors} />;
  if (themeKey === 'uwl-wds') return <UwlWdsLogo code={code} name={name} {...colors} />;
  if (!code || code.toUpperCase() === 'CPG') return <CpgLogo {...colors} />;
  return <GenericLogo name={name || code} {...colors} />;
}
