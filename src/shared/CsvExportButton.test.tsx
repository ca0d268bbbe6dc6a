// @vitest-environment jsdom
import '../test/domSetup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resources } from '../domain/resources';
import { renderApp } from '../test/renderApp';
import { getAuthProvider, getDataProvider } from '../providers/fake';
import { smallFixture } from '../test/fixture';
import { workScope } from '../state/workScope';
import { DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';

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

  it('downloads the rows the list shows: the filter bar’s trade and the search', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = (blob: Blob) => {
          saved.push(blob);
          return 'blob:csv';
        };
        static revokeObjectURL = () => undefined;
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const firm = { site: 1, nip: '5260250274', hourly_rate: 120, contract_from: '2026-03-01', vat_payer: true, insured: false, materials: [] };
    const subcontractors = [
      { ...firm, id: 1, name: 'Ziemex', trade: 'earthworks' },
      { ...firm, id: 2, name: 'Trans-Bud', trade: 'transport' },
      { ...firm, id: 3, name: 'Wywóz Kowalski', trade: 'transport' },
    ];
    const dataProvider = getDataProvider({ ...smallFixture(), subcontractors }, { scope: workScope.get, timeZone: DEFAULT_COMPANY_TIME_ZONE });
    renderApp('/subcontractors?trade=transport', { site: 1, backend: { dataProvider, authProvider: getAuthProvider() } });
    // The lazily loaded list takes seconds under jsdom.
    expect(await screen.findByRole('cell', { name: 'Trans-Bud' }, { timeout: 30_000 })).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Szukaj wartosci...'), 'wywóz');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Trans-Bud' })).not.toBeInTheDocument(), { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const rows = (await saved[0].text()).split('\r\n').slice(1, -1);
    expect(rows).toEqual(['Wywóz Kowalski;Transport;5260250274;120,00;;Tak;01.03.2026;;;']);
  }, 60_000);

  it('says on /work-days that the file holds every work day of the range', async () => {
    renderApp('/work-days');
    const button = await screen.findByRole('button', { name: 'Eksportuj' });
    expect(button).toHaveAccessibleDescription(resources['work-days'].csvExport.note);
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Plik zawiera wszystkie dni pracy z wybranego zakresu, nie tylko ostatni dzień każdej osoby.');
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
