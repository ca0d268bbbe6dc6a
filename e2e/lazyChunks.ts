/**
 * Proving that a screen's chart code is loaded lazily: the first JavaScript (the scripts the HTML
 * names) holds no MUI X Charts code, and a script loaded once the chart shows does. The charts of
 * several screens share chunks, so the code is looked for in every script loaded since.
 */
import { expect, type Page } from '@playwright/test';

const CHART_CODE = 'MuiChartsSurface';

/** The scripts the app's HTML loads first; none holds chart code. */
export async function expectNoChartInFirstScripts(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/login')).text();
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(initial.length).toBeGreaterThan(0);
  for (const path of initial) {
    const code = await (await page.request.get(path)).text();
    expect(code, path).not.toContain(CHART_CODE);
  }
  return initial;
}

/** The paths of the scripts the page loads from now on (the list grows). */
export function recordScripts(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) loaded.push(new URL(response.url()).pathname);
  });
  return loaded;
}

/** Whether one of the scripts holds chart code. */
export async function holdsChartCode(page: Page, paths: readonly string[]): Promise<boolean> {
  for (const path of paths) {
    if ((await (await page.request.get(path)).text()).includes(CHART_CODE)) return true;
  }
  return false;
}
