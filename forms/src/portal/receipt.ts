import { portalApi, type Link } from '../api/portal';
import { MSG } from '../messages';

/** customer-portal.md §9: the receipt's file name. */
export const receiptName = (applicationNumber: string | null) =>
  `Application # ${applicationNumber ?? ''}.pdf`;

/** Fetches the receipt; answers an object URL, or throws with the message to show. */
export async function loadReceipt(link: Link): Promise<string> {
  const res = await portalApi.getInviteApplicationPdf(link);
  if ('blob' in res) return URL.createObjectURL(res.blob);
  throw new Error(res.message || MSG.pdfFailed);
}

export function saveAs(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
