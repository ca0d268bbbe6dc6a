/**
 * "Karty pracy" (issue 33 §3): the answer of GET /api/reports/work-cards/ and its CSV — the
 * cards of a vehicle or a site's vehicles over some days, one row a card in the files.
 */
import { formatDecimal } from '../numbers';
import type { SheetTable } from '../reports/sheet';
import { polishDate } from '../workTime/report';
import { NO_NORM, type WorkCard } from './cards';

export interface WorkCardsReport {
  /** yyyy-MM-dd. */
  date_from: string;
  date_to: string;
  site: number | null;
  vehicle: number | null;
  cards: WorkCard[];
}

export const personNames = (card: WorkCard): string => card.people.map((person) => `${person.first_name} ${person.last_name}`).join(', ');

/** A card's routes in one line: "Żwirownia → Nasyp km 3, piasek: 4 kursy". */
export const routeText = (route: WorkCard['routes'][number]): string => {
  const loads =
    route.loads === 1
      ? '1 kurs'
      : route.loads % 10 >= 2 && route.loads % 10 <= 4 && (route.loads % 100 < 12 || route.loads % 100 > 14)
        ? `${route.loads} kursy`
        : `${route.loads} kursów`;
  return `${route.from ?? '—'} → ${route.to ?? '—'}${route.material ? `, ${route.material}` : ''}: ${loads}`;
};

/** A figure, or the dash of a missing one. */
export const cardFigure = (value: number | null, decimals = 0): string => (value === null ? '—' : formatDecimal(value, { minDecimals: decimals }));

/** The norm's litres, or "brak normy". */
export const normText = (card: WorkCard): string =>
  card.fuel_norm === null ? (card.usage === null ? '—' : NO_NORM) : formatDecimal(card.fuel_norm, { minDecimals: 2 });

export const CARD_HEADERS = [
  'Numer',
  'Data',
  'Rodzaj karty',
  'Nr boczny',
  'Nr rejestracyjny',
  'Kierowca / operator',
  'Początek',
  'Koniec',
  'Licznik początek',
  'Licznik koniec',
  'Jednostka',
  'Przebieg / godziny',
  'Przejazdy / praca',
  'Paliwo na początek (l)',
  'Pobrano (l)',
  'Zużycie wg normy (l)',
  'Paliwo na koniec (l)',
  'Braki',
] as const;

export function workCardsSheet(report: WorkCardsReport): SheetTable {
  const scope = report.vehicle !== null ? `_maszyna-${report.vehicle}` : report.site !== null ? `_budowa-${report.site}` : '';
  return {
    fileName: `karty-pracy_${report.date_from}_${report.date_to}${scope}`,
    title: 'Karty pracy',
    columns: CARD_HEADERS.map((header) => ({ header, width: 14, ...(header.endsWith('(l)') ? { decimals: 2 } : {}) })),
    rows: report.cards.map((card) => [
      card.number,
      polishDate(card.date),
      card.title,
      card.fleet_number,
      card.registration_number,
      personNames(card),
      card.start ?? '',
      card.end ?? '',
      card.meter_start,
      card.meter_end,
      card.unit,
      card.usage,
      [...card.routes.map(routeText), ...(card.work ? [card.work] : [])].join('; '),
      card.fuel_start,
      card.fuel_taken,
      card.fuel_norm ?? (card.usage === null ? null : NO_NORM),
      card.fuel_end,
      card.missing.join(' '),
    ]),
  };
}
