/** The scorecard's messages (README 'Scorecard'). */
export const SCORECARD_DENIED = 'Access to the scorecards is denied!';
export const SCORECARD_NOT_FOUND = 'Scorecard not found.';
export const SCORECARD_NOT_DRAFT = 'Only a draft scorecard can be changed or published.';
export const SCORECARD_DRAFT_EXISTS = 'This unit already has a draft scorecard: open it instead.';
export const SCORECARD_UNIT_REQUIRED = 'Choose a company or division, or the group default.';
export const SCORECARD_SAVED = 'Scorecard draft saved.';
export const SCORECARD_PUBLISHED = (version: number) => `Scorecard version ${version} published.`;
export const SCORECARD_CREATED = 'A draft was made from the current version.';
export const SCORECARD_INVALID = 'The scorecard has errors: see the fields.';

// Field messages of a definition (contracts/scorecards.ts).
export const SCORECARD_LABEL_REQUIRED = 'Give the factor a label.';
export const SCORECARD_WEIGHT_RANGE = 'Weight must be a whole number from 0 to 100.';
export const SCORECARD_POINTS_RANGE = 'Points must be a whole number from 0 to 100.';
export const SCORECARD_FACTOR_DUPLICATE = 'Each factor appears once.';
export const SCORECARD_FACTORS_REQUIRED = 'Give at least one factor a weight above 0.';
export const SCORECARD_BANDS_REQUIRED = 'Give the factor at least one band.';
export const SCORECARD_RANGE_ORDER = 'The band’s “from” must be below its “to”.';
export const SCORECARD_RANGE_NUMBER = 'Enter a number, or leave it empty for no bound.';
export const SCORECARD_CATEGORY_UNKNOWN = 'Choose one of the factor’s values.';
export const SCORECARD_REASON_REQUIRED =
  'Give the reason statement a denial would cite when this factor scores low.';
export const SCORECARD_SCORE_BANDS_REQUIRED = 'Give at least one score band.';
export const SCORECARD_SCORE_BAND_ZERO = 'One score band must start at 0, so every score has a band.';
export const SCORECARD_SCORE_BAND_DUPLICATE = 'Two score bands cannot start at the same score.';
export const SCORECARD_MIN_SCORE_RANGE = 'The minimum score must be a whole number from 0 to 100.';
export const SCORECARD_PERCENT_RANGE = 'Enter a percentage from 0 to 100.';
export const SCORECARD_AMOUNT_RANGE = 'Enter an amount of 0 or more, or leave it empty.';
export const SCORECARD_BAND_NAME_REQUIRED = 'Give the band a name.';
export const SCORECARD_TERMS_REQUIRED = 'Give the band’s terms, e.g. Net 30.';

/** What the approve dialog says when the record's unit has no scorecard. */
export const SCORECARD_NONE = 'No scorecard applies to this record.';
/** A factor whose data is missing. */
export const SCORECARD_NO_DATA = 'no data';
