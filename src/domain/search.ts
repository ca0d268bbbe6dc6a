/** How a list search is read, the same on the server and in the browser: all its words must match. */

/** Words a search matches at most (a longer search is cut there). */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search as typed ("bojko piasek" → bojko, piasek); each must be found in some search column. */
export const searchWords = (q: string): string[] => q.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
