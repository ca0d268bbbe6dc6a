import { describe, expect, it } from 'vitest';
import { resources } from './resources';
import { csvMinutes, exportDefinition } from './exportDefinitions';

describe('CSV export lines', () => {
  it('write a ride as its date, names, local times, duration and places', () => {
    const rides = exportDefinition(resources.rides);
    expect(rides.header).toBe(
      'Data przejazdu;Imię;Nazwisko;Czas załadunku;Czas rozładunku;Czas trwania (min);Pojazd;Materiał;Miejsce załadunku;Miejsce rozładunku;Dystans (m)\r\n',
    );
    const ride = {
      start_datetime: '2026-03-28T23:40:00.000Z',
      end_datetime: '2026-03-29T01:05:30Z',
      person_first_name: 'Zoë',
      person_last_name: 'Kowalska-Nowak',
      vehicle_registration_number: 'WGR 1234',
      material_name: 'Żwir 0-31,5',
      start_place_name: 'Wykop "A"; km 2',
      end_place_name: '=HYPERLINK("x")',
      distance_m: 12_345,
    };
    // The clocks go forward at 01:00 UTC that night: 00:40 CET, then 03:05 CEST, 85 and a half minutes later.
    expect(rides.line(ride, 'Europe/Warsaw')).toBe(
      `29.03.2026;Zoë;Kowalska-Nowak;00:40;03:05;85,5;WGR 1234;Żwir 0-31,5;"Wykop ""A""; km 2";"'=HYPERLINK(""x"")";12345\r\n`,
    );
    expect(rides.line({ ...ride, end_datetime: null, material_name: null, distance_m: null }, 'Europe/Warsaw')).toBe(
      `29.03.2026;Zoë;Kowalska-Nowak;00:40;;;WGR 1234;;"Wykop ""A""; km 2";"'=HYPERLINK(""x"")";\r\n`,
    );
  });

  it('write a ride’s duration as minutes a spreadsheet sums, not as the screen’s "0h 38m"', () => {
    const rides = exportDefinition(resources.rides);
    const cells = (start: string, end: string | null) => rides.line({ start_datetime: start, end_datetime: end }, 'Europe/Warsaw').split(';')[5];
    expect(cells('2026-11-20T07:00:00Z', '2026-11-20T07:38:00Z')).toBe('38');
    expect(cells('2026-11-20T07:00:00Z', '2026-11-20T09:15:00Z')).toBe('135');
    expect(cells('2026-11-20T07:00:00Z', '2026-11-20T07:00:20Z')).toBe('0,33');
    expect(cells('2026-11-20T07:00:00Z', null)).toBe('');
    expect([csvMinutes(423), csvMinutes(5130), csvMinutes(0), csvMinutes(36_000 * 24)]).toEqual(['7,05', '85,5', '0', '14400']);
    expect(csvMinutes(-60)).toBe('');
  });

  it('write money with its places, a choice by its label, a tri-state flag and dates as people read them', () => {
    const subcontractors = exportDefinition(resources.subcontractors);
    const row = {
      name: 'Bud-Mar; s.c.',
      trade: 'earthworks',
      nip: '5260250274',
      hourly_rate: 85.5,
      contract_value: null,
      vat_payer: null,
      contract_from: '2026-01-05',
      contract_until: '2026-12-31',
      days_left: -3,
      supervisor_last_name: '@Nowak',
    };
    expect(subcontractors.line(row, 'Europe/Warsaw')).toBe(`"Bud-Mar; s.c.";Roboty ziemne;5260250274;85,50;;Brak;05.01.2026;31.12.2026;-3;'@Nowak\r\n`);
    expect(
      subcontractors
        .line({ ...row, name: 'Bud-Mar', vat_payer: true, contract_value: 120000 }, 'Europe/Warsaw')
        .split(';')
        .slice(3, 6),
    ).toEqual(['85,50', '120000,00', 'Tak']);
  });
});
