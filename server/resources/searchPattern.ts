/** What a search `q` is matched with: contains, with LIKE's own characters taken literally. */
export const searchPattern = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
