/** Import of spreadsheets into registry resources (issue 32 §1): the feature's public module. */
export { importRoutes, importableResources } from './routes';
export type { Sheet } from './files';
export { importUploadLimits, isDryRun, readUploadedForm, uploadedSheet } from './upload';
export { finishImport, startImport, type ImportCompanions, type ImportedFile, type UndoEntry } from './records';
