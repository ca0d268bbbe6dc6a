/**
 * A site's boundary (issue 31 §4): a polygon, or a corridor — a line with a width in metres, as a
 * road's works are. Written as text, the one form the API, the database, the dialog's text field
 * and the CSV exports share:
 *
 *   polygon:  `52.2297 21.0122; 52.2310 21.0200; 52.2280 21.0250` (at least 3 vertices)
 *   corridor: `korytarz 40 m: 52.2297 21.0122; 52.2310 21.0200` (at least 2 vertices)
 *
 * Vertices are latitude then longitude, separated by `;` or new lines; within a vertex a space or
 * a comma separates the two (`52.2297, 21.0122` as map services copy it; `52,2297 21,0122` too).
 *
 * Geometry is done on an equirectangular projection centred on the boundary (metres east and north
 * of its first vertex): over a site's few kilometres its error is far below GPS accuracy.
 */
import type { GeoPoint } from '../geo';

export interface PolygonBoundary {
  kind: 'polygon';
  points: GeoPoint[];
}

export interface CorridorBoundary {
  kind: 'corridor';
  /** The corridor's whole width in metres (half on either side of the line). */
  width_m: number;
  points: GeoPoint[];
}

export type Boundary = PolygonBoundary | CorridorBoundary;

export const MAX_BOUNDARY_VERTICES = 500;
export const MAX_CORRIDOR_WIDTH_M = 5000;
/** Room for MAX_BOUNDARY_VERTICES vertices written canonically. */
export const MAX_BOUNDARY_LENGTH = 30 + MAX_BOUNDARY_VERTICES * 26;

export const boundaryMessages = {
  format: 'Podaj punkty granicy: szerokość i długość geograficzną każdego wierzchołka, np. „52.2297 21.0122; 52.2310 21.0200; 52.2280 21.0250”.',
  vertex: (text: string) => `Nie rozpoznano punktu „${text}”: podaj szerokość i długość geograficzną, np. 52.2297 21.0122.`,
  range: (text: string) => `Punkt „${text}” leży poza zakresem współrzędnych (szerokość od -90 do 90, długość od -180 do 180).`,
  polygonVertices: 'Obszar budowy musi mieć co najmniej 3 punkty.',
  corridorVertices: 'Korytarz musi mieć co najmniej 2 punkty.',
  tooMany: `Granica może mieć najwyżej ${MAX_BOUNDARY_VERTICES} punktów.`,
  width: `Szerokość korytarza musi być liczbą metrów większą od zera i nie większą niż ${MAX_CORRIDOR_WIDTH_M}.`,
} as const;

export type BoundaryReading = { ok: true; boundary: Boundary } | { ok: false; message: string };

const NUMBER = String.raw`-?\d{1,3}(?:[.,]\d+)?`;
const VERTEX = new RegExp(String.raw`^(${NUMBER})\s*(?:,\s*|\s+)(${NUMBER})$`);
const CORRIDOR = /^korytarz\s+(\d+(?:[.,]\d+)?)\s*m?\s*:\s*([\s\S]*)$/i;

const decimal = (text: string) => Number(text.replace(',', '.'));

function readVertex(text: string): GeoPoint | string {
  const match = VERTEX.exec(text);
  if (!match) return boundaryMessages.vertex(text);
  const latitude = decimal(match[1]);
  const longitude = decimal(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return boundaryMessages.range(text);
  return { latitude, longitude };
}

/** Reads a boundary written as text (see above), or says in Polish what is wrong. */
export function parseBoundary(text: string): BoundaryReading {
  const trimmed = text.trim();
  const corridor = CORRIDOR.exec(trimmed);
  const width = corridor ? decimal(corridor[1]) : null;
  if (width !== null && !(width > 0 && width <= MAX_CORRIDOR_WIDTH_M)) return { ok: false, message: boundaryMessages.width };
  const parts = (corridor ? corridor[2] : trimmed)
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { ok: false, message: boundaryMessages.format };
  if (parts.length > MAX_BOUNDARY_VERTICES) return { ok: false, message: boundaryMessages.tooMany };
  const points: GeoPoint[] = [];
  for (const part of parts) {
    const vertex = readVertex(part);
    if (typeof vertex === 'string') return { ok: false, message: vertex };
    points.push(vertex);
  }
  if (width !== null)
    return points.length < 2 ? { ok: false, message: boundaryMessages.corridorVertices } : { ok: true, boundary: { kind: 'corridor', width_m: width, points } };
  return points.length < 3 ? { ok: false, message: boundaryMessages.polygonVertices } : { ok: true, boundary: { kind: 'polygon', points } };
}

/** Seven decimals: about a centimetre, without trailing zeros. */
const coordinate = (value: number) => String(Number(value.toFixed(7)));

/** The boundary in its one written form (what the server stores). */
export function formatBoundary(boundary: Boundary): string {
  const points = boundary.points.map((point) => `${coordinate(point.latitude)} ${coordinate(point.longitude)}`).join('; ');
  return boundary.kind === 'corridor' ? `korytarz ${Number(boundary.width_m.toFixed(1))} m: ${points}` : points;
}

/** A stored boundary (null, empty or unreadable: none). */
export function storedBoundary(text: string | null | undefined): Boundary | null {
  if (!text) return null;
  const reading = parseBoundary(text);
  return reading.ok ? reading.boundary : null;
}

const METRES_PER_DEGREE = 111_320;

interface Plane {
  x: number;
  y: number;
}

/** Metres east and north of `origin` (equirectangular projection at the origin's latitude). */
function projector(origin: GeoPoint): (point: GeoPoint) => Plane {
  const cos = Math.cos((origin.latitude * Math.PI) / 180);
  return (point) => ({ x: (point.longitude - origin.longitude) * METRES_PER_DEGREE * cos, y: (point.latitude - origin.latitude) * METRES_PER_DEGREE });
}

/** Whether the point lies inside the polygon (ray casting; the polygon closes itself). */
function inPolygon(point: Plane, vertices: readonly Plane[]): boolean {
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const a = vertices[i];
    const b = vertices[j];
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function segmentDistance(p: Plane, a: Plane, b: Plane): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Distance in metres from the point to the polyline through `line` (its nearest segment). */
export function distanceToLineM(point: GeoPoint, line: readonly GeoPoint[]): number {
  const project = projector(line[0]);
  const p = project(point);
  const vertices = line.map(project);
  if (vertices.length === 1) return Math.hypot(p.x - vertices[0].x, p.y - vertices[0].y);
  let best = Infinity;
  for (let i = 1; i < vertices.length; i++) best = Math.min(best, segmentDistance(p, vertices[i - 1], vertices[i]));
  return best;
}

/** A boundary prepared for many points: whether each lies inside (a corridor: within half its width of the line). */
export function boundaryTest(boundary: Boundary): (point: GeoPoint) => boolean {
  const project = projector(boundary.points[0]);
  const vertices = boundary.points.map(project);
  if (boundary.kind === 'polygon') return (point) => inPolygon(project(point), vertices);
  const half = boundary.width_m / 2;
  return (point) => {
    const p = project(point);
    for (let i = 1; i < vertices.length; i++) if (segmentDistance(p, vertices[i - 1], vertices[i]) <= half) return true;
    return false;
  };
}

export const isInside = (boundary: Boundary, point: GeoPoint): boolean => boundaryTest(boundary)(point);

/** A boundary being drawn: what the dialog's map and controls edit (any number of points, so far). */
export interface BoundaryDraft {
  kind: Boundary['kind'];
  width_m: number;
  points: GeoPoint[];
}

/** A new corridor's width until one is typed. */
export const DEFAULT_CORRIDOR_WIDTH_M = 30;

/** The draft a text holds so far: its kind and width when it names them, the vertices it can read (others skipped). */
export function boundaryDraft(text: unknown): BoundaryDraft {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  const corridor = CORRIDOR.exec(trimmed);
  const width = corridor ? decimal(corridor[1]) : NaN;
  const points = (corridor ? corridor[2] : trimmed)
    .split(/[;\n]/)
    .map((part) => readVertex(part.trim()))
    .filter((vertex): vertex is GeoPoint => typeof vertex !== 'string');
  return { kind: corridor ? 'corridor' : 'polygon', width_m: Number.isFinite(width) && width > 0 ? width : DEFAULT_CORRIDOR_WIDTH_M, points };
}

/** A draft written as the text above ('' without points: no boundary). */
export const draftText = (draft: BoundaryDraft): string => (draft.points.length === 0 ? '' : formatBoundary(draft as Boundary));

/**
 * A corridor's band as the map draws it: for each segment of its line, the rectangle of its width
 * around it (with the vertices' circles of half the width, the whole band a corridor holds).
 */
export function corridorBands(points: readonly GeoPoint[], widthM: number): GeoPoint[][] {
  if (points.length < 2) return [];
  const origin = points[0];
  const project = projector(origin);
  const cos = Math.cos((origin.latitude * Math.PI) / 180);
  const unproject = ({ x, y }: Plane): GeoPoint => ({
    latitude: origin.latitude + y / METRES_PER_DEGREE,
    longitude: origin.longitude + x / (METRES_PER_DEGREE * cos),
  });
  const plane = points.map(project);
  const bands: GeoPoint[][] = [];
  for (let i = 1; i < plane.length; i++) {
    const [a, b] = [plane[i - 1], plane[i]];
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) continue;
    const nx = (-(b.y - a.y) / length) * (widthM / 2);
    const ny = ((b.x - a.x) / length) * (widthM / 2);
    bands.push(
      [
        { x: a.x + nx, y: a.y + ny },
        { x: b.x + nx, y: b.y + ny },
        { x: b.x - nx, y: b.y - ny },
        { x: a.x - nx, y: a.y - ny },
      ].map(unproject),
    );
  }
  return bands;
}
