// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_COMPANY_TIME_ZONE, showDate, showTime } from '../../domain/dates';
import { activityBackend, activityFixture } from '../../test/activityFixture';
import { renderApp } from '../../test/renderApp';

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);

describe('rides list', () => {
  it('shows the spec columns, newest ride first, the duration only once a ride has ended, and the map link', async () => {
    renderApp('/rides', { backend: activityBackend() });
    const open = (await screen.findByText('Piotr', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    const headers = screen
      .getAllByRole('columnheader')
      .slice(1)
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Data przejazdu',
      'Imię',
      'Nazwisko',
      'Czas załadunku',
      'Czas rozładunku',
      'Czas trwania',
      'Pojazd',
      'Materiał',
      'Miejsce załadunku',
      'Miejsce rozładunku',
      'Mapa',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toBe(open);
    const [ended] = activityFixture().rides;
    expect(cellTexts(rows[1])).toEqual([
      showDate(ended.start_datetime, DEFAULT_COMPANY_TIME_ZONE),
      'Jan',
      'Kowalski',
      expect.stringMatching(/^\d{2}:\d{2}$/),
      expect.stringMatching(/^\d{2}:\d{2}$/),
      '1h 35m',
      'WPL 12345',
      'Piasek',
      'Żwirownia Nowe Miasto',
      'Wbudowanie km 12',
      'Pokaż na mapie',
    ]);
    const [, , , , unloading, duration] = cellTexts(open);
    expect([unloading, duration]).toEqual(['', '']);
    expect(within(rows[1]).getByRole('link', { name: 'Pokaż na mapie' })).toHaveAttribute('href', '/map/vehicleHistory/1');
  });

  it("shows the dates and times on the company's clock it is given, not a module-wide one", async () => {
    const newYork = 'America/New_York';
    renderApp('/rides', { backend: activityBackend(newYork), timeZone: newYork });
    await screen.findByText('Piotr', {}, { timeout: 5000 });
    const [ended] = activityFixture().rides;
    const [date, , , loading, unloading] = cellTexts(screen.getAllByRole('row')[2]);
    expect([date, loading, unloading]).toEqual([
      showDate(ended.start_datetime, newYork),
      showTime(ended.start_datetime, newYork),
      showTime(ended.end_datetime!, newYork),
    ]);
    // Five or six hours behind Warsaw: the same instants, another clock.
    expect(loading).not.toBe(showTime(ended.start_datetime, DEFAULT_COMPANY_TIME_ZONE));
  });
});
