import { describe, expect, it } from 'vitest';
import { changeEventCells, changeLines, historySpec, type ChangeEvent } from './changeHistory';

const event = (entity: string, action: ChangeEvent['action'], changes: ChangeEvent['changes']): ChangeEvent => ({
  id: 1,
  changed_at: '2026-11-20T10:30:00.000Z',
  user_id: 1,
  username: 'kierownik.a',
  address: null,
  entity,
  record_id: 7,
  action,
  changes,
});

describe('the history of writes outside the records, in Polish', () => {
  it('an anomaly explained again: the rule once, the note before → after, on the fueling', () => {
    const explained = event('fueling', 'explain', { anomaly: ['over_capacity', 'over_capacity'], explanation: ['Kanister do agregatu', 'Pomyłka na kwicie'] });
    expect(changeLines(historySpec('fueling'), explained.changes, 'Europe/Warsaw').map(({ label, text }) => `${label}: ${text}`)).toEqual([
      'Anomalia: Ponad pojemność zbiornika',
      'Wyjaśnienie: Kanister do agregatu → Pomyłka na kwicie',
    ]);
    expect(changeEventCells(explained, 'Europe/Warsaw')).toEqual([
      '20.11.2026 11:30',
      'kierownik.a',
      '',
      'Tankowanie',
      '7',
      'Wyjaśnienie anomalii',
      'Anomalia: Ponad pojemność zbiornika; Wyjaśnienie: Kanister do agregatu → Pomyłka na kwicie',
    ]);
    expect(
      changeEventCells(
        event('fueling', 'withdraw_explanation', { anomaly: ['price_band', 'price_band'], explanation: ['Cena hurtowa', null] }),
        'Europe/Warsaw',
      ).slice(5),
    ).toEqual(['Wycofanie wyjaśnienia anomalii', 'Anomalia: Cena poza zakresem miesiąca; Wyjaśnienie: Cena hurtowa → —']);
  });

  it('the thresholds by their labels, before → after with a decimal comma', () => {
    const changed = event('anomaly-settings', 'update', { consumption_deviation: [0.5, 0.35], gps_distance_m: [500, 1500] });
    expect(changeEventCells(changed, 'Europe/Warsaw').slice(3)).toEqual([
      'Progi anomalii',
      '7',
      'Zmiana',
      'Dopuszczalne odchylenie zużycia od normy (udział): 0,5 → 0,35; Dopuszczalna odległość tankowania od maszyny (m): 500 → 1\u00a0500',
    ]);
  });

  it('a batch of points, an upload and sessions ended', () => {
    const batch = event('location-history', 'create', {
      points: [null, 120],
      first_at: [null, '2026-11-20T06:00:00.000Z'],
      last_at: [null, '2026-11-20T07:59:00.000Z'],
    });
    expect(changeEventCells(batch, 'Europe/Warsaw').slice(3)).toEqual([
      'Punkt lokalizacji',
      '7',
      'Dodanie',
      'Punkty lokalizacji: — → 120; Pierwszy punkt: — → 20.11.2026 07:00; Ostatni punkt: — → 20.11.2026 08:59',
    ]);
    expect(
      changeEventCells(
        event('attachments', 'create', { file_name: [null, 'faktura.pdf'], mime_type: [null, 'application/pdf'], size: [null, 2048] }),
        'Europe/Warsaw',
      ).slice(3),
    ).toEqual(['Plik', '7', 'Dodanie', 'Nazwa pliku: — → faktura.pdf; Rodzaj: — → application/pdf; Rozmiar (B): — → 2048']);
    expect(changeEventCells(event('accounts', 'end_sessions', {}), 'Europe/Warsaw').slice(3)).toEqual(['Konto', '7', 'Zakończenie wszystkich sesji', '']);
  });
});
