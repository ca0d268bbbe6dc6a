/** A CSV document as the file the browser saves (the exports' rules: src/domain/csv.ts). */
export const csvFile = (document: string): Blob => new Blob([document], { type: 'text/csv;charset=utf-8' });
