/** The way a truck drives between two places: access road, main road, access road, timed by speed. */
import { haversineKm, type GeoPoint } from '../geo';
import type { PlaceModel, SiteModel } from './generatorModel';

/** Nominal speeds in km/h. */
const ACCESS_ROAD_KMH = 30;
const HAUL_ROAD_KMH = 35;
const PUBLIC_ROAD_KMH = 55;

export class Route {
  readonly points: GeoPoint[] = [];
  private readonly hours: number[] = [];
  lengthKm = 0;

  constructor(pieces: Array<{ points: GeoPoint[]; kmh: number }>) {
    for (const piece of pieces) {
      for (const point of piece.points) {
        const previous = this.points[this.points.length - 1];
        if (!previous) {
          this.points.push(point);
          this.hours.push(0);
          continue;
        }
        const km = haversineKm(previous, point);
        if (km === 0) continue;
        this.lengthKm += km;
        this.points.push(point);
        this.hours.push(this.hours[this.hours.length - 1] + km / piece.kmh);
      }
    }
    if (this.points.length === 1) {
      this.points.push(this.points[0]);
      this.hours.push(0);
    }
  }

  /** Driving time at nominal speeds. */
  get nominalHours(): number {
    return this.hours[this.hours.length - 1];
  }

  get start(): GeoPoint {
    return this.points[0];
  }

  get end(): GeoPoint {
    return this.points[this.points.length - 1];
  }

  /** Where the truck is after `hours` of nominal driving. */
  pointAtHours(hours: number): GeoPoint {
    const target = Math.min(Math.max(hours, 0), this.nominalHours);
    let low = 0;
    let high = this.hours.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.hours[middle] <= target) low = middle;
      else high = middle - 1;
    }
    const span = this.hours[low + 1] - this.hours[low];
    const t = span > 0 ? (target - this.hours[low]) / span : 0;
    const a = this.points[low];
    const b = this.points[low + 1];
    return { latitude: a.latitude + (b.latitude - a.latitude) * t, longitude: a.longitude + (b.longitude - a.longitude) * t };
  }
}

const routeCache = new WeakMap<SiteModel, Map<string, Route>>();

export function routeBetween(from: PlaceModel, to: PlaceModel): Route {
  let routes = routeCache.get(from.site);
  if (!routes) {
    routes = new Map();
    routeCache.set(from.site, routes);
  }
  const key = `${from.row.id}>${to.row.id}`;
  let route = routes.get(key);
  if (!route) {
    const road = from.site.road;
    route = new Route([
      { points: [...from.access].reverse(), kmh: ACCESS_ROAD_KMH },
      { points: road.between(from.roadKm, to.roadKm), kmh: from.onSite && to.onSite ? HAUL_ROAD_KMH : PUBLIC_ROAD_KMH },
      { points: to.access, kmh: ACCESS_ROAD_KMH },
    ]);
    routes.set(key, route);
  }
  return route;
}
