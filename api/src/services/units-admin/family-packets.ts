/**
 * The onboarding packets of the email template families (back-office.md §3): CPG, IDS or unset → the
 * intermodal packet; MIDDLEBAY → Middle Bay; BRISTOL, UWL, WDS → Bristol. A division without a packet of
 * its own offers its family's. The spec opens them at hosted addresses it does not show; here they are
 * one-page PDFs the server builds itself, so a fresh install offers a real file for every family.
 *
 * 'Unset' in §3 and §8's 'New customer packet unavailable for this division!' (download with no email
 * template) disagree on a unit without an email template; §8 names the exact case, so it wins: such a
 * unit has no packet. (Adding and saving a unit require a template, so only old data can lack one.)
 */
export interface FamilyPacket {
  family: 'intermodal' | 'middle-bay' | 'bristol';
  fileName: string;
  title: string;
}

const INTERMODAL: FamilyPacket = {
  family: 'intermodal',
  fileName: 'Intermodal New Customer Packet.pdf',
  title: 'Intermodal New Customer Packet',
};
const MIDDLE_BAY: FamilyPacket = {
  family: 'middle-bay',
  fileName: 'Middle Bay New Customer Packet.pdf',
  title: 'Middle Bay New Customer Packet',
};
const BRISTOL: FamilyPacket = {
  family: 'bristol',
  fileName: 'Bristol New Customer Packet.pdf',
  title: 'Bristol New Customer Packet',
};

const BY_TEMPLATE: Record<string, FamilyPacket> = {
  CPG: INTERMODAL,
  IDS: INTERMODAL,
  MIDDLEBAY: MIDDLE_BAY,
  BRISTOL,
  UWL: BRISTOL,
  WDS: BRISTOL,
};

/** The family packet of an email template; none without a template. */
export function familyPacketOf(emailTemplate: string | null | undefined): FamilyPacket | undefined {
  return emailTemplate ? BY_TEMPLATE[emailTemplate] : undefined;
}

const escapePdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF with a few lines of Helvetica text (objects and cross-reference table written by hand). */
export function onePagePdf(lines: string[]): Buffer {
  const content = ['BT /F1 20 Tf 72 720 Td 24 TL', ...lines.map((l) => `(${escapePdfText(l)}) '`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function familyPacketPdf(packet: FamilyPacket): Buffer {
  return onePagePdf([
    packet.title,
    'Welcome! This packet lists what we need to open your account:',
    'credit application, W-9, certificate of insurance and payment terms.',
  ]);
}
