/** A Leaflet map of the app as tests look at it; map tiles are answered locally (no internet here). */
import type { Locator, Page } from '@playwright/test';

/** A 1×1 grey PNG. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4DgAAxwDDdC7m1gAAAABJRU5ErkJggg==', 'base64');

export class MapView {
  readonly container: Locator;
  readonly markers: Locator;
  readonly shadows: Locator;
  readonly labels: Locator;
  readonly popup: Locator;
  readonly canvas: Locator;
  readonly svg: Locator;
  readonly tileRequests: string[] = [];

  constructor(readonly page: Page) {
    this.container = page.locator('.leaflet-container');
    this.markers = page.locator('img.leaflet-marker-icon');
    this.shadows = page.locator('img.leaflet-marker-shadow');
    this.labels = page.locator('.leaflet-tooltip');
    this.popup = page.locator('.leaflet-popup-content');
    this.canvas = page.locator('.leaflet-overlay-pane canvas');
    this.svg = page.locator('.leaflet-overlay-pane svg');
  }

  /** Answers the configured OpenStreetMap tile URL with a blank tile and records the requests. */
  async stubTiles() {
    await this.page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => {
      this.tileRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
    });
  }

  /** Clicks the middle of the map. */
  async clickCentre() {
    const box = await this.container.boundingBox();
    if (!box) throw new Error('The map is not shown');
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
}
