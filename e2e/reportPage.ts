/** A report page opened at its address, with the API's answer it shows (the month reports' specs). */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function openReport<Report>(page: Page, address: string, heading: string, apiPath: string): Promise<Report> {
  // Leave the page first: a report the previous page was still fetching (a refetch after a save)
  // would otherwise be taken for this one, and its body is gone once the page navigates.
  await page.goto('about:blank');
  const answered = page
    .waitForResponse((response) => new URL(response.url()).pathname === apiPath)
    .then(async (response) => ({ status: response.status(), body: (await response.json()) as Report }));
  await page.goto(address);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  const { status, body } = await answered;
  expect(status).toBe(200);
  return body;
}
