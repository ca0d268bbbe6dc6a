import { describe, expect, it } from 'vitest';
import { checkAnswerErrors, faultSummary } from './checkAnswers';

const checklist = [
  { id: 1, label: 'Poziom oleju' },
  { id: 2, label: 'Światła' },
];

describe('pre-shift check answers', () => {
  it('takes every point answered once, a fault with its note', () => {
    expect(
      checkAnswerErrors(checklist, [
        { point: 1, ok: true },
        { point: 2, ok: false, note: 'Przepalona żarówka', photos: [7] },
      ]),
    ).toEqual({});
  });

  it('names the unanswered points, and refuses a fault without a note, an unknown or repeated point and photos of an OK', () => {
    expect(checkAnswerErrors(checklist, [{ point: 2, ok: true }])).toEqual({
      points: ['Odpowiedz na każdy punkt listy kontrolnej. Brak odpowiedzi: „Poziom oleju”.'],
    });
    expect(
      checkAnswerErrors(checklist, [
        { point: 1, ok: true, photos: [3] },
        { point: 2, ok: false, note: ' ' },
        { point: 2, ok: true },
        { point: 9, ok: true },
      ]),
    ).toEqual({
      'points.0.photos': ['Zdjęcia dołącza się tylko do usterki.'],
      'points.1.note': ['Opisz usterkę: notatka jest wymagana.'],
      'points.2.point': ['Na ten punkt odpowiedziano już wyżej.'],
      'points.3.point': ['Tego punktu nie ma na liście kontrolnej tej maszyny.'],
    });
    expect(checkAnswerErrors([], [])).toEqual({ points: ['Dla tego typu maszyny nie ma listy kontrolnej. Poproś administratora o jej przygotowanie.'] });
  });

  it('summarises the faults as one text', () => {
    expect(
      faultSummary([
        { label: 'Światła', note: ' lewy reflektor ' },
        { label: 'Gaśnica', note: 'brak' },
      ]),
    ).toBe('Światła: lewy reflektor; Gaśnica: brak');
    expect(faultSummary([])).toBeNull();
  });
});
