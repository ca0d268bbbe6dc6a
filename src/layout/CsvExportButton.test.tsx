// @vitest-environment jsdom
import '../test/domSetup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resources } from '../domain/resources';
import { renderApp } from '../test/renderApp';
import { workScope } from '../state/workScope';

describe('the CSV export button', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('saves the file under what it holds and the days of the shared range', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = () => 'blob:csv';
        static revokeObjectURL = () => undefined;
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/rides');
    workScope.setDateRange({ from: new Date(2026, 10, 17), to: new Date(2026, 10, 24) });
    await userEvent.click(await screen.findByRole('button', { name: 'Eksportuj' }));
    await waitFor(() => expect(saved).toEqual(['przejazdy_2026-11-17_2026-11-24.csv']));
  });

  it('says on /work-days that the file holds every work day of the range', async () => {
    renderApp('/work-days');
    const button = await screen.findByRole('button', { name: 'Eksportuj' });
    expect(button).toHaveAccessibleDescription(resources['work-days'].csvExport.note);
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Plik zawiera wszystkie dni pracy z wybranego zakresu, nie tylko ostatni dzień każdej osoby.',
    );
  });

  it('says it in the icon-only button’s tooltip on a narrow screen too', async () => {
    const narrow = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...narrow(query), matches: query.includes('max-width') }));
    renderApp('/work-days');
    const button = await screen.findByRole('button', { name: 'Eksportuj' });
    expect(button).toHaveAccessibleDescription(resources['work-days'].csvExport.note);
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Eksportuj: Plik zawiera wszystkie dni pracy z wybranego zakresu, nie tylko ostatni dzień każdej osoby.',
    );
  });

  it('adds no note where the file is the list', async () => {
    renderApp('/rides');
    expect(await screen.findByRole('button', { name: 'Eksportuj' })).not.toHaveAccessibleDescription();
  });
});
