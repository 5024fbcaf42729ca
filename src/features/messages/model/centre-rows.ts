/**
 * The message centre's support rows. A customer-service entry that is not
 * WhatsApp opens the same live chat as the CBS3 entry (the link call answers
 * "chat"), so the live chat is listed once: its own row while CBS3 is on;
 * with CBS3 off no row leads to it (the status then offers only the other
 * channels). WhatsApp, an outside link, keeps a row of its own.
 */
export interface ServiceEntry {
  title: string;
  path: string;
}

export type SupportRow = { kind: 'chat' } | { kind: 'service'; entry: ServiceEntry };

export const isWhatsapp = (entry: ServiceEntry) => entry.title.toLowerCase() === 'whatsapp';

export function supportRows(chatOn: boolean, entries: readonly ServiceEntry[]): SupportRow[] {
  const rows: SupportRow[] = chatOn ? [{ kind: 'chat' }] : [];
  for (const entry of entries) if (isWhatsapp(entry)) rows.push({ kind: 'service', entry });
  return rows;
}
