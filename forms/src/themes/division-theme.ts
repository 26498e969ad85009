import type { Theme } from '@mui/material/styles';
import { makeTheme } from './base-theme';

/**
 * customer-portal.md §1: the theme is chosen by the URL — two named divisions (Bristol, MiddleBay) have
 * their own, UWL and WDS share one, everything else gets the default (the container-port group's).
 */
export type ThemeKey = 'bristol' | 'middlebay' | 'uwl-wds' | 'default';

const ALIASES: Record<string, ThemeKey> = {
  bristol: 'bristol',
  bri: 'bristol',
  middlebay: 'middlebay',
  mbt: 'middlebay',
  uwl: 'uwl-wds',
  wds: 'uwl-wds',
  worlddistributionservices: 'uwl-wds',
};

export function themeKeyFor(division: string | undefined): ThemeKey {
  const key = (division ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return ALIASES[key] ?? 'default';
}

/** Colours used until (or when) the unit's own settings do not say otherwise. */
export const DEFAULT_COLOURS: Record<ThemeKey, { primary: string; secondary: string }> = {
  default: { primary: '#123b63', secondary: '#e07a1f' },
  bristol: { primary: '#1f5f4a', secondary: '#c9971c' },
  middlebay: { primary: '#0d6680', secondary: '#e3a83b' },
  'uwl-wds': { primary: '#1b2a3a', secondary: '#c8102e' },
};

const HEX = /^#[0-9a-f]{3,8}$/i;

/** The MUI theme of a division: the URL's theme key, coloured by the unit's settings from the API. */
export function divisionTheme(key: ThemeKey, unitTheme?: Record<string, string> | null): Theme {
  const fallback = DEFAULT_COLOURS[key];
  const primary = unitTheme?.primary && HEX.test(unitTheme.primary) ? unitTheme.primary : fallback.primary;
  const secondary =
    unitTheme?.secondary && HEX.test(unitTheme.secondary) ? unitTheme.secondary : fallback.secondary;
  return makeTheme(primary, secondary);
}
