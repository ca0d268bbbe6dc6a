/** A registry resource's add or edit dialog as the entity-screen tests use it. */
import { expect, type Locator, type Page } from '@playwright/test';

/** A label as shown, with or without react-admin's required mark (" *"). */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);

export class FormDialog {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.root = page.getByRole('dialog', { name: title });
  }

  /**
   * The input labelled `label`, with or without react-admin's required mark (" *"); a date
   * picker's label names its typed sections too: the input holds its text.
   */
  field(label: string): Locator {
    return this.root.getByLabel(labelled(label)).and(this.root.locator('input, textarea'));
  }

  /** A date or date-time picker's typed sections. */
  picker(label: string): Locator {
    return this.root.getByRole('group', { name: labelled(label) });
  }

  /** Types into text and number inputs, and into date pickers as "24.11.2026 14:30" or "24.11.2026". */
  async fill(values: Record<string, string | number>) {
    for (const [label, value] of Object.entries(values)) {
      // A date picker's code loads with the dialog: wait until the labelled input or picker is there.
      await expect(this.picker(label).or(this.field(label)).first()).toBeVisible();
      if (await this.picker(label).count()) await this.typeDate(label, String(value));
      else await this.field(label).fill(String(value));
    }
  }

  /** Clears a date picker and types the date's digits from the keyboard, as a user does. */
  async typeDate(label: string, text: string) {
    await this.picker(label).getByRole('spinbutton').first().click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Backspace');
    await this.page.keyboard.type(text.replace(/\D/g, ''));
    await expect(this.field(label)).toHaveValue(text);
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
