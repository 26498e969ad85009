/** Notes of the staff user screens that the spec leaves unworded (back-office.md §2 'Users'). */

/**
 * Shown in Invite New User the moment ticking a division also ticks its company (§2: 'Selecting a
 * division also selects its company'): access follows the company, so the user sees all its divisions.
 */
export function divisionPicksCompanyNote(division: string, company: string, admin: boolean): string {
  const who = admin ? 'This Admin' : 'This user';
  return (
    `Ticking ${division} also ticked its company, ${company}. ${who} will see the applications and ` +
    `activations of every division of ${company}, not only ${division}. Untick ${company} to keep ` +
    `them to ${division}.`
  );
}
