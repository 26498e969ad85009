/**
 * The dataProvider's Email log method beside its three resources (`email-log`, `esign-failures`, `failed-jobs`): whether
 * the log shows one-time links in full (the development mode MAILBOX_SHOW_LINKS, README 'Configuration').
 */
import type { EmailLogMode } from '@cp/schemas/contracts/email-log';
import { httpClient } from './httpClient';

export const emailLogMethods = {
  emailLogMode: async (): Promise<EmailLogMode> => {
    const { json } = await httpClient('/api/v1/email-log-mode', { method: 'GET' });
    return { linksShown: json?.data?.linksShown === true };
  },
};

export type EmailLogMethods = typeof emailLogMethods;
