import { Injectable } from '@nestjs/common';
import { distanceBetween, LatLng } from '../geo/haversine';

const URBAN_SPEED_MPS = 6.5; // ~23 km/h incl. stops
const DETOUR_FACTOR = 1.35; // straight line -> road distance
const STOP_SECONDS = 240;

@Injectable()
export class EtaService {
  /** Seconds until the driver reaches `drop`, given the stops still ahead of it. */
  secondsTo(driver: LatLng, stopsBefore: LatLng[], drop: LatLng): number {
    let seconds = 0;
    let from = driver;
    for (const stop of [...stopsBefore, drop]) {
      seconds += (distanceBetween(from, stop) * DETOUR_FACTOR) / URBAN_SPEED_MPS;
      from = stop;
    }
    return Math.round(seconds + stopsBefore.length * STOP_SECONDS);
  }

  /** ETA rounded up to the next 5 minutes, as shown to customers. */
  windowStart(now: Date, seconds: number): Date {
    const ms = now.getTime() + seconds * 1000;
    const five = 5 * 60 * 1000;
    return new Date(Math.ceil(ms / five) * five);
  }
}
