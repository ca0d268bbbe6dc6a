// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { RideTrack } from './rideTrack';
import { getAuthProvider, getDataProvider } from '../../providers/fake';
import { workScope } from '../../state/workScope';
import { activityBackend, activityFixture } from '../../test/activityFixture';
import { renderApp } from '../../test/renderApp';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../domain/dates';

// Leaflet needs a real browser (e2e covers it); here the map shows what it was given.
vi.mock('./RideTrackMap', () => ({
  default: ({ track }: { track: RideTrack }) => (
    <ol aria-label="track">
      {Array.from(track.latitude, (latitude, index) => (
        <li key={index}>{latitude}</li>
      ))}
    </ol>
  ),
}));

/** The page and its lazy map load slowly in jsdom. */
const LOADED = { timeout: 5000 };

describe('ride map page', () => {
  it('prints "Mapa" and the distance over the points in time order, and maps them in that order', async () => {
    renderApp('/map/vehicleHistory/1', { backend: activityBackend() });
    expect(await screen.findByText('Dystans: 22.24 km', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mapa' })).toBeInTheDocument();
    const track = await screen.findByRole('list', { name: 'track' }, LOADED);
    expect([...track.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['52', '52.1', '52.2']);
  });

  it('shows "Brak danych do wyświetlenia!" for a ride without points', async () => {
    renderApp('/map/vehicleHistory/2', { backend: activityBackend() });
    expect(await screen.findByText('Brak danych do wyświetlenia!', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByText(/Dystans/)).not.toBeInTheDocument();
  });

  it('shows a ride’s stored distance once its points were deleted as older than the retention', async () => {
    const data = activityFixture();
    Object.assign(data.rides[1], { end_datetime: new Date().toISOString(), distance_m: 12_345 });
    const backend = { dataProvider: getDataProvider(data, { scope: workScope.get, timeZone: DEFAULT_COMPANY_TIME_ZONE }), authProvider: getAuthProvider() };
    renderApp('/map/vehicleHistory/2', { backend });
    expect(await screen.findByText('Brak danych do wyświetlenia!', {}, LOADED)).toBeInTheDocument();
    expect(await screen.findByText('Dystans: 12.35 km', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Pozycje tego przejazdu usunięto po okresie przechowywania; zapisany dystans został.')).toBeInTheDocument();
  });

  it('explains a ride id that is no number, and an unknown ride', async () => {
    renderApp('/map/vehicleHistory/1x', { backend: activityBackend() });
    expect(await screen.findByText('Nieprawidłowy identyfikator przejazdu: „1x”. Podaj liczbę całkowitą.')).toBeInTheDocument();
    renderApp('/map/vehicleHistory/99', { backend: activityBackend() });
    expect(await screen.findByText('Nie znaleziono przejazdu', {}, LOADED)).toBeInTheDocument();
  });
});
