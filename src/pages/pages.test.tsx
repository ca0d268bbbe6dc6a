// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import StarIcon from '@mui/icons-material/Star';
import { i18nProvider } from '../i18n/i18nProvider';
import { deriveMenuEntries, menuEntries, visibleMenuEntries } from '../layout/menuEntries';
import { lazyScreen } from '../registry-ui/lazyScreen';
import { resourceModules } from '../resources';
import { renderApp } from '../test/renderApp';
import { definePage } from './page';
import { pages } from '.';

describe('custom pages: one declaration each, menu and routes derived from it', () => {
  it('gives every page with a menu entry exactly that entry: path, label, section, order, icon, who sees it', () => {
    for (const page of pages) {
      const entries = menuEntries.filter((entry) => entry.path === page.path);
      if (!page.menu) {
        expect(entries, page.path).toEqual([]);
        continue;
      }
      expect(entries, page.path).toHaveLength(1);
      expect(entries[0], page.path).toMatchObject({ ...page.menu, administratorsOnly: page.administratorsOnly });
    }
  });

  it('keeps the pages’ menu labels and addresses that people (and the e2e tests) click', () => {
    const shown = visibleMenuEntries(true, { role: 'administrator', sites: null })
      .filter((entry) => pages.some((page) => page.path === entry.path))
      .map((entry) => [entry.path, i18nProvider.translate(entry.label)]);
    expect(shown).toEqual([
      ['/fleet-map', 'Mapa floty'],
      ['/haul', 'Wydajność przewozów'],
      ['/site-time', 'Czas na budowie'],
      ['/working-time', 'Czas pracy'],
      ['/fuel-settlement', 'Rozliczenie paliwa'],
      ['/work-cards', 'Karty pracy'],
      ['/mileage-register', 'Ewidencja przebiegu'],
      ['/petrol-places-and-providers', 'Miejsca i Dostawcy Paliwa'],
      ['/history', 'Historia zmian'],
      ['/accounts', 'Konta i uprawnienia'],
      ['/maintenance-due', 'Serwis i terminy'],
      ['/tanker-ledger', 'Bilans cysterny'],
      ['/fuel-consumption', 'Spalanie maszyn'],
      ['/fuel-anomalies', 'Anomalie paliwowe'],
      ['/site-report', 'Raport budowy'],
    ]);
  });

  it('puts a page added by one declaration into the menu at its order, hidden from others when for administrators', () => {
    const report = definePage({
      path: '/new-report',
      screen: lazyScreen(async () => () => null),
      menu: { label: 'sat.menu.haul', section: 'always', order: 16, icon: StarIcon },
      administratorsOnly: true,
    });
    const paths = deriveMenuEntries(resourceModules, [...pages, report]).map((entry) => entry.path);
    expect(paths).toEqual([
      ...menuEntries.filter((entry) => entry.order <= 16).map((entry) => entry.path),
      '/new-report',
      ...menuEntries.filter((entry) => entry.order > 16).map((entry) => entry.path),
    ]);
    expect(deriveMenuEntries(resourceModules, [report]).find((entry) => entry.path === '/new-report')?.administratorsOnly).toBe(true);
  });

  it('routes each declared address to its page, and an administrators’ page to others as a refusal', async () => {
    renderApp('/history', { access: { role: 'office', sites: null } });
    expect(await screen.findByText('Tę stronę może otworzyć tylko administrator.')).toBeInTheDocument();
  });
});
