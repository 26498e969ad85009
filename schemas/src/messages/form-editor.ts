/** Messages of the super-admin form editor (issue 16 item 4): API answers and console notices. */
const drafts = (n: number) => (n === 1 ? '1 unsubmitted draft' : `${n} unsubmitted drafts`);

export const FORM_EDITOR_MESSAGES = {
  accessDenied: 'Only a super admin can edit forms.',
  notFound: 'No such form version.',
  draftCreated: (version: number) => `Draft version ${version} created.`,
  draftSaved: 'Draft saved.',
  /** Discarding a draft: asked first, recorded in the audit log; published versions are untouched. */
  discardTitle: (version: number) => `Discard draft version ${version}?`,
  discardText:
    'The draft and all its changes are deleted; this cannot be undone. The published version stays as it is, and a new draft can be started from it at any time.',
  draftDiscarded: (version: number) => `Draft version ${version} discarded.`,
  /** Said beside 'Also move drafts…' before it is ticked: what ticking it would do now. */
  movableDrafts: (moved: number, stayed: number) =>
    moved + stayed === 0
      ? 'There are no unsubmitted drafts to move.'
      : [
          `Ticking this moves ${drafts(moved)} to this version.`,
          stayed
            ? `${drafts(stayed)} would stay on ${stayed === 1 ? 'its' : 'their'} version: ${stayed === 1 ? 'its' : 'their'} saved answers do not pass this version's checks.`
            : '',
        ]
          .filter(Boolean)
          .join(' '),
  movableDraftsUnsaved:
    'Counted on the draft as last saved; your unsaved changes are saved when you publish.',
  /** A published or retired version is never changed: what customers filled in stays readable as it was. */
  notADraft: (version: number, status: string) =>
    `Version ${version} is ${status} and cannot be changed; create a draft from it instead.`,
  draftExists: (version: number) =>
    `This form already has a draft (version ${version}); publish or edit it first.`,
  definitionInvalid: 'This definition cannot be published until these problems are fixed:',
  definitionValid: 'The definition is valid.',
  published: (version: number) => `Version ${version} published.`,
  /** Publishing with the drafts moved (issue 16 item 3). */
  publishedWithDrafts: (version: number, moved: number, stayed: number) =>
    [
      `Version ${version} published.`,
      moved + stayed === 0 ? 'There were no unsubmitted drafts to move.' : `${drafts(moved)} moved to it.`,
      stayed
        ? `${drafts(stayed)} stayed on ${stayed === 1 ? 'its' : 'their'} version because ${stayed === 1 ? 'its' : 'their'} saved answers do not pass the new version's checks.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  moveDraftsLabel: 'Also move drafts not yet submitted to this version',
  moveDraftsHelp:
    'Customers who have not submitted yet continue on the new version. A draft whose saved answers do not pass the new version’s checks stays on its version. Without this, only invitations sent from now on use the new version.',
  rolledBack: (from: number, version: number) => `Version ${from} published again as version ${version}.`,
  notPublishedBefore: 'Only a version that was published can be rolled back to.',
  differentFamilies: 'Only two versions of the same form can be compared.',
} as const;
