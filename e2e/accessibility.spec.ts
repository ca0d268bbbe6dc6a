/**
 * Accessibility (issue: accessible and usable by keyboard): axe-core finds no serious or critical
 * violation on any screen, dialogs focus their first field and mark what is required, /work-days
 * rows are links, and the screens fit 1366×768 and 390×844.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { Ride } from './activityData';
import { expect, logIn, test, type Site } from './fixtures';
import { MapView } from './pages/MapView';

interface Screen {
  path: string;
  /** What shows once the screen has its data; without it, the screen is ready once it settles (see `settled`). */
  ready?(page: Page): Locator;
}

const tableRows = (page: Page) => page.locator('main table tbody tr').first();

/** What shows once a screen has its data, for screens where a settled page may still draw it (charts, maps). */
const readyMarks: Record<string, (page: Page) => Locator> = {
  '/tanker-ledger': (page) => page.getByText(/^Stan na początku okresu/),
  '/fuel-consumption': (page) => page.getByRole('region', { name: 'Ranking spalania według typu pojazdu' }),
  '/site-report': (page) => page.getByRole('region', { name: 'Tabela: Godziny pracy' }),
  '/maintenance-due': (page) => page.getByRole('region', { name: 'Serwisy według planów' }),
};

/**
 * Every screen the side menu offers to an administrator with a site selected (read from the menu,
 * so that a new screen is walked without editing this test), and the screens reached from them.
 */
async function screens(page: Page, site: Site, personId: number, rideId: number): Promise<Screen[]> {
  await page.goto(`/rides?site=${site.id}`);
  const menu = page.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: 'Raport budowy' })).toBeVisible();
  const paths = [...new Set(await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))];
  return [
    ...paths.map((path) => ({ path: `${path}?site=${site.id}`, ready: readyMarks[path] })),
    { path: `/work-day/${personId}?site=${site.id}`, ready: tableRows },
    { path: `/map/vehicleHistory/${rideId}?site=${site.id}`, ready: (page) => page.locator('.leaflet-container') },
  ];
}

/** Waits until the screen shows its heading and no placeholder, and no API request is under way. */
async function settled(page: Page, pending: Set<unknown>) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main .MuiSkeleton-root, main [role="progressbar"]')).toHaveCount(0);
  await expect.poll(() => pending.size).toBe(0);
}

/** The serious and critical violations axe-core finds on the page as it is now, one line each. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Only violations are reported in full (passes are only counted): several times faster.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' '));
      const more = targets.length > 3 ? ` and ${targets.length - 3} more` : '';
      return `${where}: ${violation.id} (${violation.impact}) at ${targets.slice(0, 3).join(' | ')}${more}`;
    });
}

test.describe('axe-core', () => {
  // axe-core is injected as a script, which the app's CSP (script-src 'self') would block.
  test.use({ bypassCSP: true });

  test('no serious or critical violation on any screen, nor in the add and edit dialogs', async ({ page, api, site }) => {
    // About 33 screens (issue 30 added meter readings, checklists and checks), each checked by
    // axe-core: a few seconds each on a busy 2-core machine (8 minutes were exceeded at a load of 18).
    test.setTimeout(600_000);
    await new MapView(page).stubTiles();
    const [ride] = await api.get<Ride[]>(`/api/vehicle-ride/?site=${site.id}&_sort=start_datetime&_order=DESC&_start=0&_end=1`);
    const found: string[] = [];

    await page.goto('/login');
    await expect(page.getByLabel('Nazwa użytkownika')).toBeVisible();
    found.push(...(await seriousViolations(page, '/login')));
    await logIn(page);

    const pending = new Set<unknown>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));

    const walked = await screens(page, site, ride.person, ride.id);
    // The menu's entries, the spec's twelve among them, and the two reached from lists.
    expect(walked.length).toBeGreaterThanOrEqual(25);
    for (const screen of walked) {
      await page.goto(screen.path);
      if (screen.ready) await expect(screen.ready(page)).toBeVisible();
      await settled(page, pending);
      // A map's name tooltips (who is at work now) get their text a moment after they are added.
      await expect(page.locator('.leaflet-tooltip:empty')).toHaveCount(0);
      found.push(...(await seriousViolations(page, screen.path)));
    }

    await page.goto(`/fueling?site=${site.id}`);
    await page.getByRole('button', { name: 'Dodaj tankowanie' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await seriousViolations(page, 'add dialog')));
    await page.goto(`/employees?site=${site.id}`);
    await tableRows(page).getByRole('button', { name: 'Edytuj' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await seriousViolations(page, 'edit dialog')));

    expect(found, found.join('\n')).toEqual([]);
  });
});

/** The texts of a dialog's field labels, with react-admin's required mark as " *". */
const labels = (dialog: Locator) =>
  dialog.locator('label').evaluateAll((elements) => elements.map((element) => element.textContent?.replace('\u2009', ' ') ?? ''));

test.describe('dialogs', () => {
  test('the employee dialogs focus their first field and mark what adding and editing require', async ({ loggedIn: page, site }) => {
    await page.goto(`/employees?site=${site.id}`);
    await page.getByRole('button', { name: 'Dodaj pracownika' }).click();
    const add = page.getByRole('dialog', { name: 'Dodaj Pracownika' });
    await expect(add.locator('label')).toHaveCount(8);
    expect(await labels(add)).toEqual(['Login *', 'Hasło *', 'Imię *', 'Nazwisko *', 'Pesel', 'Czy obcokrajowiec?', 'Rola *', 'Budowa *']);
    await expect(add.getByLabel('Login')).toBeFocused();
    await add.getByRole('button', { name: 'Anuluj' }).click();
    await expect(add).toBeHidden();

    await tableRows(page).getByRole('button', { name: 'Edytuj' }).click();
    const edit = page.getByRole('dialog', { name: 'Edytuj Pracownika' });
    await expect(edit.locator('label')).toHaveCount(10);
    // A password is asked when adding only; an administrator also exports the person's positions (issue 31 §5).
    expect(await labels(edit)).toEqual([
      'Login *',
      'Hasło',
      'Imię *',
      'Nazwisko *',
      'Pesel',
      'Czy obcokrajowiec?',
      'Rola *',
      'Budowa *',
      'Pozycje od',
      'Pozycje do',
    ]);
    await expect(edit.getByLabel('Login')).toBeFocused();
  });

  test('the add-site dialog focuses its name', async ({ loggedIn: page }) => {
    await page.getByRole('button', { name: 'Dodaj budowę' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj budowę' });
    await expect(dialog.getByLabel('Nazwa')).toBeFocused();
    await expect(dialog.locator('label').first()).toHaveText('Nazwa\u2009*');
  });
});

test('a /work-days row links to the person’s work days: Tab reaches it, Enter and middle-click open it', async ({ loggedIn: page, context }) => {
  await page.goto('/work-days');
  const row = tableRows(page);
  await expect(row).toBeVisible();
  const [firstName, lastName] = await row
    .locator('td')
    .filter({ hasNot: page.locator('input') })
    .allInnerTexts();
  const link = row.getByRole('link', { name: `${firstName} ${lastName}` });
  await expect(link).toHaveAttribute('href', /^\/work-day\/\d+$/);
  const href = (await link.getAttribute('href')) ?? '';

  // Middle-click: the same page in a new tab, this one stays.
  const opened = context.waitForEvent('page');
  await link.click({ button: 'middle' });
  const tab = await opened;
  await expect(tab).toHaveURL(href);
  await tab.close();
  await expect(page).toHaveURL(/\/work-days$/);

  // Keyboard: from the row's checkbox, Tab reaches the link and Enter opens it.
  await row.getByRole('checkbox').focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { name: `Dni pracy: ${firstName} ${lastName}` })).toBeVisible();
});

/** Whether two boxes overlap. */
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not shown`);
  return found;
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the rides table fits: its last column is fully shown, the page does not scroll sideways', async ({ loggedIn: page }) => {
      await expect(tableRows(page)).toBeVisible();
      const pageWidth = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(pageWidth[0], 'page scroll width').toBeLessThanOrEqual(pageWidth[1]);
      if (viewport.width < 1000) return; // On a phone the table scrolls inside its own frame.
      const wrapper = page.locator('main .RaDataTable-tableWrapper');
      const [scrollWidth, clientWidth] = await wrapper.evaluate((element) => [element.scrollWidth, element.clientWidth]);
      expect(scrollWidth, 'table scroll width').toBeLessThanOrEqual(clientWidth);
      const last = await box(page.getByRole('columnheader', { name: 'Mapa' }));
      expect(last.x + last.width).toBeLessThanOrEqual(viewport.width);
    });

    test('the employee dialog’s buttons are in view without scrolling the page', async ({ loggedIn: page, site }) => {
      await page.goto(`/employees?site=${site.id}`);
      await page.getByRole('button', { name: 'Dodaj pracownika' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Dodaj Pracownika' });
      await expect(dialog.getByLabel('Budowa')).toBeAttached();
      for (const name of ['Anuluj', 'Dodaj pracownika']) {
        const button = dialog.getByRole('button', { name, exact: true });
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      // The last field is reached by scrolling the dialog's content, the buttons staying put.
      const submit = await box(dialog.getByRole('button', { name: 'Dodaj pracownika', exact: true }));
      await dialog.getByLabel('Budowa').scrollIntoViewIfNeeded();
      await expect(dialog.getByLabel('Budowa')).toBeInViewport();
      expect(await box(dialog.getByRole('button', { name: 'Dodaj pracownika', exact: true }))).toEqual(submit);
    });

    test('the export toast leaves the export button free', async ({ loggedIn: page }) => {
      const exportButton = page.getByRole('button', { name: 'Eksportuj' });
      const download = page.waitForEvent('download');
      await exportButton.click();
      await download;
      const toast = page.getByRole('alert').filter({ hasText: 'Pobrano!' });
      await expect(toast).toBeVisible();
      expect(intersects(await box(toast), await box(exportButton))).toBe(false);
      await expect(exportButton).toBeInViewport({ ratio: 1 });
    });
  });
}
