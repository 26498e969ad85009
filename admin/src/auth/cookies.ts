/** The readable cookies the console keeps (back-office.md §2 'Shell'). */
export const COOKIE = {
  userId: 'ca-user-id',
  refreshing: 'ca-refreshing',
  selectedCompany: 'selected-company',
  selectedDivision: 'selected-division',
  drawerOpen: 'ca-drawer-open',
} as const;

export function getCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function setCookie(name: string, value: string, maxAgeDays = 365): void {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}

/** Forgets the stored user and the company/division selection (logout, idle, failed session). */
export function clearSessionCookies(): void {
  for (const name of [COOKIE.userId, COOKIE.selectedCompany, COOKIE.selectedDivision, COOKIE.refreshing])
    deleteCookie(name);
}
