/** The credit file's messages (issue 29: customer entities, their links, merges and groups). */
export const CUSTOMER_NOT_FOUND = 'No such customer.';
export const CUSTOMER_SUBMISSION_NOT_FOUND = 'No such application or activation.';
export const CUSTOMER_CHANGE_DENIED = 'Access to change the customer is denied!';
export const CUSTOMER_NOT_SUBMITTED = 'Only a submitted application or activation belongs to a customer.';
export const CUSTOMER_ALREADY_LINKED = 'The submission is already in this credit file.';
export const CUSTOMER_NOT_LINKED_HERE = 'The submission is not in this credit file.';
export const CUSTOMER_ALONE = 'The submission is the only one of this credit file: it is already on its own.';
export const CUSTOMER_MERGE_SELF = 'A customer cannot be merged into itself.';
export const CUSTOMER_MERGE_GROUP =
  'One customer is in the other’s group: clear the parent before merging them.';
export const CUSTOMER_PARENT_CYCLE = 'The parent cannot be the customer itself or one of its subsidiaries.';
export const CUSTOMER_LINKED = 'The submission was moved to this credit file.';
export const CUSTOMER_UNLINKED = 'The submission now has a credit file of its own.';
export const CUSTOMER_MERGED = 'The customers were merged.';
export const CUSTOMER_PARENT_SET = 'The parent was saved.';
export const CUSTOMER_SUGGESTION_DISMISSED =
  'Marked as a different customer: it will not be suggested as the same again.';
export const CUSTOMER_DISMISS_SELF = 'A customer is the same as itself.';
export const CUSTOMER_OVER_GROUP_LIMIT =
  'This approval takes the customer or its group above its group limit: confirm to approve it anyway.';
export const CUSTOMER_GROUP_LIMIT_SET = 'The group limit was saved.';
export const AR_IMPORT_DENIED = 'Access to import accounts receivable for this unit is denied!';
export const AR_IMPORT_FILE_REQUIRED = 'Choose a CSV file to import.';
export const AR_IMPORT_INVALID = 'The file was not imported: correct the lines listed and upload it again.';
export const AR_IMPORTED = 'The accounts receivable were imported.';
export const AR_LINE_NOT_FOUND = 'No such unmatched line.';
export const AR_LINE_MATCHED = 'The line was matched to the customer.';
export const AR_MAPPING_SAVED = 'The column mapping was saved.';
