/** The generic list screen (search, columns, selection, paging, bulk delete) as tests use it. */
import type { Locator, Page } from '@playwright/test';

export class ResourceListPage {
  readonly search: Locator;
  readonly columnsButton: Locator;
  readonly deleteSelected: Locator;
  readonly selectionCount: Locator;
  readonly rows: Locator;
  readonly nextPage: Locator;
  readonly rowsPerPage: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByPlaceholder('Szukaj wartosci...');
    this.columnsButton = page.getByRole('button', { name: 'Kolumny' });
    this.deleteSelected = page.getByRole('button', { name: 'Usuń zaznaczone' });
    this.selectionCount = page.getByTestId('selection-count');
    this.rows = page.locator('main table tbody tr');
    this.nextPage = page.getByRole('button', { name: 'Przejdź do następnej strony' });
    this.rowsPerPage = page.getByRole('combobox', { name: 'Wiersze na stronę:' });
  }

  /** Shows or hides a column through the "Kolumny" menu. */
  async toggleColumn(label: string) {
    await this.columnsButton.click();
    await this.page.getByRole('option', { name: label }).getByRole('switch').click();
    await this.page.keyboard.press('Escape');
  }

  /** Clicks a column's sort control (again to reverse the order) and waits for the list read in that order. */
  async sortBy(name: string) {
    const reread = this.page.waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).searchParams.has('_sort'));
    await this.header(name).getByRole('button').click();
    await (await reread).response();
  }

  header(name: string): Locator {
    return this.page.getByRole('columnheader', { name });
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** Texts of one column, by 0-based index counting the checkbox column. */
  async columnTexts(index: number): Promise<string[]> {
    return this.rows.locator(`td:nth-child(${index + 1})`).allInnerTexts();
  }
}
