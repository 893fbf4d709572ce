import { distanceBetween, LatLng } from '../geo/haversine';

/** Radius around the drop inside which the driver app offers "Arrived". */
export const ARRIVAL_RADIUS_M = 150;

export function hasArrived(driver: LatLng, drop: LatLng, accuracyM = 0): boolean {
  const meters = distanceBetween(driver, drop);
  // a poor GPS fix widens the fence, but never beyond 400 m
  const radius = Math.min(ARRIVAL_RADIUS_M + accuracyM, 400);
  return meters <= radius;
}
