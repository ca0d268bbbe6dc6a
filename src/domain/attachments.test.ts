import { describe, expect, it } from 'vitest';
import { attachmentIdsOf, attachmentMessages, fileSizeText } from './attachments';
import { attachmentIdsSchema } from './validation';
import type { FieldSpec } from './fields';

const photo: FieldSpec = { type: 'file', label: 'Zdjęcie', accept: ['image'] };
const scans: FieldSpec = { type: 'file', label: 'Skany', maxFiles: 3, required: true };

describe('file field values', () => {
  it('read ids, numeric texts and the refs a read gave, once each', () => {
    const schema = attachmentIdsSchema(scans, 'To pole jest wymagane.');
    expect(schema.parse([3, '7', { id: 9, name: 'a.pdf' }, 3])).toEqual([3, 7, 9]);
    expect(attachmentIdsOf([{ id: 4, name: 'x.png' }, 5, 'nie'])).toEqual([4, 5]);
  });

  it('refuse anything else, more files than maxFiles, and none when required, in Polish', () => {
    const messagesOf = (field: FieldSpec, value: unknown) => {
      const result = attachmentIdsSchema(field, 'To pole jest wymagane.').safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messagesOf(photo, ['abc'])).toEqual(['Podaj identyfikatory przesłanych plików.']);
    expect(messagesOf(photo, [1, 2])).toEqual(['Można dołączyć tylko jeden plik.']);
    expect(messagesOf(scans, [1, 2, 3, 4])).toEqual(['Można dołączyć najwyżej 3 pliki.']);
    expect(messagesOf(scans, [])).toEqual(['To pole jest wymagane.']);
    expect(attachmentMessages.tooMany(5)).toBe('Można dołączyć najwyżej 5 plików.');
    expect(attachmentMessages.tooMany(22)).toBe('Można dołączyć najwyżej 22 pliki.');
    expect(attachmentMessages.tooMany(12)).toBe('Można dołączyć najwyżej 12 plików.');
  });

  it('show sizes with a decimal comma', () => {
    expect(fileSizeText(900)).toBe('900 B');
    expect(fileSizeText(358_400)).toBe('350 kB');
    expect(fileSizeText(1_258_291)).toBe('1,2 MB');
  });
});
