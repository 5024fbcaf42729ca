/**
 * What name search compares: lower case, diacritics removed (đ → d),
 * spaces collapsed. "no hu" finds "Nổ Hũ"; "RONG VANG" finds "Rồng Vàng".
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
