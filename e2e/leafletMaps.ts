/**
 * Leaflet maps recorded in a page, for the browser tests and the web benchmark (scripts/bench/web.ts):
 * given to `page.addInitScript`, `recordLeafletMaps` runs before the app's scripts. Leaflet sets
 * `window.L` when it loads; every map made from then on is kept in `window.recordedLeafletMaps`, so
 * that its layers can be read whatever draws them (SVG or canvas).
 */
export function recordLeafletMaps() {
  const maps: unknown[] = [];
  (window as unknown as { recordedLeafletMaps: unknown[] }).recordedLeafletMaps = maps;
  let leaflet: { Map?: { addInitHook(hook: () => void): void } } | undefined;
  Object.defineProperty(window, 'L', {
    configurable: true,
    get: () => leaflet,
    set(value: typeof leaflet) {
      leaflet = value;
      value?.Map?.addInitHook(function (this: unknown) {
        maps.push(this);
      });
    },
  });
}
