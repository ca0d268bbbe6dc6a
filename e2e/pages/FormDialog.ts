/** A registry resource's add or edit dialog as the entity-screen tests use it. */
import { expect, type Locator, type Page } from '@playwright/test';

export class FormDialog {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.root = page.getByRole('dialog', { name: title });
  }

  /** The input labelled `label`, with or without react-admin's required mark (" *"). */
  field(label: string): Locator {
    return this.root.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
  }

  /** Types into text, number and date-time inputs ("2026-11-20T08:30" for the latter). */
  async fill(values: Record<string, string | number>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(String(value));
  }

  /** Picks an option of a searchable select by typing part of its text. */
  async choose(label: string, option: string | RegExp, search = typeof option === 'string' ? option : '') {
    const input = this.field(label);
    await input.click();
    await input.fill(search);
    await this.page.getByRole('option', { name: option }).first().click();
    if (typeof option === 'string') await expect(input).toHaveValue(option);
  }

  /** Picks an option of a plain select. */
  async select(label: string, option: string) {
    await this.root.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async submit(label: string) {
    await this.root.getByRole('button', { name: label, exact: true }).click();
  }

  /** The field messages under the inputs. */
  errors(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }
}

/** Records every write the page sends to the API ("POST /api/material/"). */
export function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && pathname.startsWith('/api/')) writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
}

/** Selects the rows showing these texts and deletes them through "Czy jesteś pewien?" / "Usuń". */
export async function bulkDelete(page: Page, scope: Locator, rowTexts: string[], confirmText?: string) {
  for (const text of rowTexts) await scope.locator('tbody tr').filter({ hasText: text }).getByRole('checkbox').check();
  await scope.getByRole('button', { name: 'Usuń zaznaczone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Czy jesteś pewien?' });
  if (confirmText) await expect(dialog.getByText(confirmText)).toBeVisible();
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(dialog).toBeHidden();
}
