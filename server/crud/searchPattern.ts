/** What one search word (src/domain/search.ts) is matched with: contains, with LIKE's own characters taken literally. */
export const searchPattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
