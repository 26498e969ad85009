/** customer-portal.md §4: a new sign-in forgets the company and division chosen in the last session. */
export function clearSelectedUnit(): void {
  for (const name of ['selected-company', 'selected-division']) {
    document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
  }
}

/** Leaves the customer app for the staff console (a full page load: the console is another bundle). */
export function goToConsole(): void {
  window.location.assign('/');
}
