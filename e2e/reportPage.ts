/** A report page opened at its address, with the API's answer it shows (the month reports' specs). */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function openReport<Report>(page: Page, address: string, heading: string, apiPath: string): Promise<Report> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === apiPath);
  await page.goto(address);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  const response = await answered;
  expect(response.status()).toBe(200);
  return response.json();
}
