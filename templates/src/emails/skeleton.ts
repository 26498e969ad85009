/**
 * The one skeleton of the emails whose wording comes from the unit's record (credit application and
 * customer activation, back-office.md §2): the wording as paragraphs around a table of facts, then a
 * note about the attached PDF or a button. The HTML and the text body are built from the same row, so
 * the two cannot drift apart.
 */
import { ECOA_NOTICE, REASONS_LINK_LABEL, REASONS_RIGHT } from '@cp/schemas/regb/notice';
import type { EmailTemplateSource } from './types';

/** One row of a facts table: its label and the Handlebars expression of its value. */
export type Fact = readonly [label: string, value: string];

export interface WordingEmail {
  audience: EmailTemplateSource['audience'];
  subject: string;
  heading: string;
  /** Names of wording fields on the unit record; line breaks in them become paragraphs. */
  wording: {
    /** Shown in bold above the rest. */
    lead?: string;
    first: string;
    /** After the facts. */
    second?: string;
  };
  facts?: readonly Fact[];
  /** A line naming the attached PDF. */
  attachmentNote?: string;
  /** The customer's way in: a button in HTML, "text: url" in the text body. */
  start?: { url: string; label: string; text: string };
  /** A button to the details page for staff, shown only when the context has a detailsUrl. */
  detailsLink?: { label: string; text: string };
  /**
   * A denial's Regulation B notice (README 'Regulation B'): the right to the reasons with the private link,
   * and the ECOA notice, shown only when the context has a reasonsUrl.
   */
  reasonsNotice?: boolean;
}

const NOTE_STYLE = 'margin:0 0 14px 0;font-size:13px;color:#5f6b7a;';

export function wordingEmail(row: WordingEmail): EmailTemplateSource {
  const { lead, first, second } = row.wording;
  const facts = row.facts?.map(([label, value]) => `"${label}" ${value}`).join(' ');
  const html: string[] = [];
  const text: string[] = [];
  if (lead) {
    html.push(`{{paragraphs unit.${lead} bold=true}}`);
    text.push(`{{textParagraphs unit.${lead}}}`);
  }
  html.push(`{{paragraphs unit.${first}}}`);
  text.push(`{{textParagraphs unit.${first}}}`);
  if (facts) {
    html.push(`{{facts ${facts}}}`);
    text.push(`{{textFacts ${facts}}}`);
  }
  if (second) {
    html.push(`{{paragraphs unit.${second}}}`);
    text.push(`{{textParagraphs unit.${second}}}`);
  }
  if (row.attachmentNote) {
    html.push(`<p style="${NOTE_STYLE}">${row.attachmentNote}</p>`);
    text.push(row.attachmentNote);
  }
  if (row.start) {
    html.push(`{{> button url=${row.start.url} label="${row.start.label}" brandStyle=brandStyle}}`);
    text.push(`${row.start.text}: {{${row.start.url}}}`);
  }
  let textBody = text.join('\n\n');
  if (row.reasonsNotice) {
    // Joined to the last block so an email without the link renders as it did before.
    html[html.length - 1] +=
      `{{#if reasonsUrl}}\n<p style="${NOTE_STYLE}">${REASONS_RIGHT}</p>\n` +
      `{{> button url=reasonsUrl label="${REASONS_LINK_LABEL}" brandStyle=brandStyle}}\n` +
      `<p style="${NOTE_STYLE}">${ECOA_NOTICE}</p>{{/if}}`;
    textBody += `{{#if reasonsUrl}}\n\n${REASONS_RIGHT}\n\n${REASONS_LINK_LABEL}: {{reasonsUrl}}\n\n${ECOA_NOTICE}{{/if}}`;
  }
  if (row.detailsLink) {
    html.push(
      `{{#if detailsUrl}}{{> button url=detailsUrl label="${row.detailsLink.label}" brandStyle=brandStyle}}{{/if}}`,
    );
    textBody += `\n{{#if detailsUrl}}\n\n${row.detailsLink.text}: {{detailsUrl}}{{/if}}`;
  }
  return {
    audience: row.audience,
    subject: row.subject,
    heading: row.heading,
    html: html.join('\n'),
    text: textBody,
  };
}

/** The table of rows as template sources, by template name. */
export function wordingEmails(table: Record<string, WordingEmail>): Record<string, EmailTemplateSource> {
  return Object.fromEntries(Object.entries(table).map(([name, row]) => [name, wordingEmail(row)]));
}

/**
 * What a kind of submission's emails call it ('Customer Activation', numbered 'Customer Activation #'), the
 * prefix of its wording fields on the unit record ('ca' for caInvitationBody; none for invitationBody) and
 * the context key of the customer's link.
 */
export interface SubmissionWords {
  title: string;
  numberLabel: string;
  wordingPrefix: string;
  startUrl: string;
}

/**
 * The rows every kind of submission words the same way but for its name: the facts naming the record, the
 * subjects '<title> <what> - <number label> <number>', the first and second paragraphs of a step
 * (Receipt, Approved, Denied), the invitation with its start button and the receipt of the submitted form.
 */
export function submissionEmails({ title, numberLabel, wordingPrefix, startUrl }: SubmissionWords) {
  const field = (name: string) =>
    wordingPrefix ? `${wordingPrefix}${name}` : name.charAt(0).toLowerCase() + name.slice(1);
  const facts: Fact[] = [
    [numberLabel, 'applicationNumber'],
    ['Company', 'companyName'],
  ];
  const subject = (what: string) => `${title} ${what} - ${numberLabel} {{applicationNumber}}`;
  const paragraphs = (step: string) => ({
    first: field(`${step}FirstParagraph`),
    second: field(`${step}SecondParagraph`),
  });
  const lower = title.toLowerCase();
  return {
    facts,
    subject,
    field,
    paragraphs,
    invitation: (heading: string): WordingEmail => ({
      audience: 'customer',
      subject: `{{unit.name}} ${title}`,
      heading,
      wording: { lead: field('InvitationTopNote'), first: field('InvitationBody') },
      start: { url: startUrl, label: `Start ${title}`, text: `Start your ${lower}` },
    }),
    receipt: (attachmentNote: string): WordingEmail => ({
      audience: 'customer',
      subject: subject('Received'),
      heading: `We received your ${lower}`,
      wording: paragraphs('Receipt'),
      facts,
      attachmentNote,
    }),
  };
}
