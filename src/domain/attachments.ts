/**
 * What the server and the app agree on for `file` fields: which content types each `accept` kind
 * admits (the server checks them by the file's bytes, the app offers them in its file picker), how
 * many files a field holds, and how a written value (ids, or the `AttachmentRef`s a read gave) is
 * read into attachment ids.
 */
import type { AttachmentRef, FieldSpec } from './fields';
import { readOnly } from './resources/shared';
import type { ResourceSpec } from './resources/spec';

export type AttachmentKind = NonNullable<FieldSpec['accept']>[number];

/** The content types of each kind; the server stores nothing else. */
export const KIND_TYPES: Readonly<Record<AttachmentKind, readonly string[]>> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  pdf: ['application/pdf'],
};

const KIND_NAMES: Readonly<Record<AttachmentKind, string>> = {
  image: 'obraz (JPEG, PNG, WebP, GIF)',
  pdf: 'PDF',
};

/** The kinds a field admits: its `accept`, or every kind. */
export const acceptedKinds = (field: Pick<FieldSpec, 'accept'>): readonly AttachmentKind[] =>
  field.accept?.length ? field.accept : (Object.keys(KIND_TYPES) as AttachmentKind[]);

/** The content types a field admits (for a file picker's `accept` and the server's check). */
export const acceptedTypes = (field: Pick<FieldSpec, 'accept'>): string[] => acceptedKinds(field).flatMap((kind) => KIND_TYPES[kind]);

/** The kind of a content type, or null for a type no field admits. */
export function kindOfType(type: string): AttachmentKind | null {
  for (const [kind, types] of Object.entries(KIND_TYPES)) if (types.includes(type)) return kind as AttachmentKind;
  return null;
}

export const maxFilesOf = (field: Pick<FieldSpec, 'maxFiles'>) => field.maxFiles ?? 1;

/** "pliki" after 2–4 (but not 12–14), "plików" otherwise (more than one). */
const filesWord = (count: number) => (count % 10 >= 2 && count % 10 <= 4 && !(count % 100 >= 12 && count % 100 <= 14) ? 'pliki' : 'plików');

export const attachmentMessages = {
  ids: 'Podaj identyfikatory przesłanych plików.',
  tooMany: (max: number) => (max === 1 ? 'Można dołączyć tylko jeden plik.' : `Można dołączyć najwyżej ${max} ${filesWord(max)}.`),
  wrongKind: (field: Pick<FieldSpec, 'accept'>) =>
    `Niedozwolony rodzaj pliku. Dozwolone: ${acceptedKinds(field)
      .map((kind) => KIND_NAMES[kind])
      .join(', ')}.`,
  notFound: 'Nie znaleziono przesłanego pliku. Dodaj go ponownie.',
  otherRecord: 'Ten plik należy do innego rekordu.',
} as const;

/** The id of one written item: a number, a numeric text or an `AttachmentRef`-like `{ id }`. */
export function attachmentIdOf(item: unknown): number | null {
  const value = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item;
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1 && number <= 2_147_483_647 ? number : null;
}

/** The ids a form holds for a `file` field (the `AttachmentRef`s it read and uploaded), as the API takes them. */
export const attachmentIdsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(attachmentIdOf).filter((id): id is number => id !== null) : []);

/** The address of an attachment's bytes, and of its thumbnail. */
export const attachmentUrl = (ref: Pick<AttachmentRef, 'id'>) => `/api/attachments/${ref.id}`;
export const thumbnailUrl = (ref: Pick<AttachmentRef, 'id'>) => `/api/attachments/${ref.id}/thumbnail`;

/** A file's size as an office user reads it: `350 kB`, `1,2 MB` (decimal comma). */
export function fileSizeText(bytes: number): string {
  const format = (value: number) => new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} kB`;
  return `${format(bytes / 1024 / 1024)} MB`;
}

/**
 * Uploads are no registry resource, but each goes to the change history (entity `attachments`,
 * the file's id) with its name, type and size; linking it to a record is that record's change.
 */
export const attachmentsHistorySpec: ResourceSpec = {
  name: 'attachments',
  apiPath: '/api/attachments',
  table: 'attachment',
  label: 'Przesłane pliki',
  singular: 'Plik',
  fields: {
    file_name: { type: 'string', label: 'Nazwa pliku' },
    mime_type: { type: 'string', label: 'Rodzaj' },
    size: { type: 'integer', label: 'Rozmiar (B)' },
  },
  searchFields: ['file_name'],
  defaultSort: { field: 'file_name', order: 'ASC' },
  operations: readOnly,
  messages: { createError: '', updateError: '', deleteError: '' },
  notFoundMessage: '',
  recordText: ['file_name'],
};
