/**
 * Folds text for accent- and case-insensitive matching in Latin and Arabic script:
 * "Aïn Diab" → "ain diab", "أنفا" → "انفا".
 */
export function foldText(value: string): string {
  return (
    value
      .normalize('NFKD')
      // Latin combining marks (accents).
      .replace(/[\u0300-\u036f]/g, '')
      // Arabic diacritics (tashkeel), tatweel.
      .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
      // Alef variants, teh marbuta and alef maqsura, as people type them interchangeably.
      .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0649/g, '\u064a')
      .toLowerCase()
      .replace(/[’'`´-]/g, ' ')
      .replace(/[^\p{L}\p{N} ]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
