// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnlinePerson } from '../../providers/types';
import { activityBackend } from '../../test/activityFixture';
import { renderApp } from '../../test/renderApp';

// Leaflet needs a real browser (e2e covers it); here the map lists whom it was given.
vi.mock('./OnlinePeopleMap', () => ({
  default: ({ people }: { people: OnlinePerson[] }) => (
    <ul aria-label="online">
      {people.map((person) => (
        <li key={person.id}>
          {person.first_name} {person.last_name}
        </li>
      ))}
    </ul>
  ),
}));

/** The screens and their lazy parts load slowly in jsdom. */
const LOADED = { timeout: 5000 };

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('work days', () => {
  it('lists each person’s latest work day, newest first, "Brak" while open, beside the people online', async () => {
    renderApp('/work-days', { backend: activityBackend() });
    await waitFor(() => expect(names()).toEqual(['Piotr', 'Ołeh', 'Jan']), LOADED);
    const headers = screen
      .getAllByRole('columnheader')
      .slice(1)
      .map((header) => header.textContent);
    expect(headers).toEqual(['Imię', 'Nazwisko', 'Start pracy', 'Koniec pracy']);
    const piotr = screen.getAllByRole('row')[1];
    expect(within(piotr).getAllByRole('cell')[4]).toHaveTextContent('Brak');
    expect(screen.getByText('Zaznaczono 0 z 3 wierszy')).toBeInTheDocument();
    const online = await screen.findByRole('list', { name: 'online' }, LOADED);
    expect(
      within(online)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Piotr Nowak']);
  });

  it('follows the selected site', async () => {
    renderApp('/work-days', { backend: activityBackend(), site: 2 });
    await waitFor(() => expect(names()).toEqual(['Ołeh']), LOADED);
    expect(await screen.findByText('Brak aktywnych pracowników', {}, LOADED)).toBeInTheDocument();
  });

  it('opens a person’s work days from a row', async () => {
    renderApp('/work-days', { backend: activityBackend() });
    await userEvent.click(await screen.findByText('Kowalski', {}, LOADED));
    await waitFor(() => expect(window.location.pathname).toBe('/work-day/1'));
    expect(await screen.findByRole('heading', { name: 'Dni pracy: Jan Kowalski' }, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Jan', 'Jan']), LOADED);
  });

  it('names each row’s link by the person, to their work days; a ctrl-click is the browser’s (new tab), not the row’s', async () => {
    renderApp('/work-days', { backend: activityBackend() });
    const link = await screen.findByRole('link', { name: 'Jan Kowalski' }, LOADED);
    expect(link).toHaveAttribute('href', '/work-day/1');
    expect(link).toHaveTextContent(/^Jan$/);
    fireEvent.click(link, { ctrlKey: true });
    // A row click navigates after a few promises: give it the time to, had it been one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(window.location.pathname).toBe('/work-days');
    fireEvent.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/work-day/1'));
  });

  it('explains a person id that is no number', async () => {
    renderApp('/work-day/jan', { backend: activityBackend() });
    expect(await screen.findByText('Nieprawidłowy identyfikator pracownika: „jan”. Podaj liczbę całkowitą.', {}, LOADED)).toBeInTheDocument();
  });

  it('says "Nie znaleziono osoby" for an unknown person, not an empty list under a generic title', async () => {
    renderApp('/work-day/99', { backend: activityBackend() });
    expect(await screen.findByText('Nie znaleziono osoby', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
