import { Injectable } from '@nestjs/common';
import { distanceBetween, LatLng } from '../geo/haversine';
import { ZoneRepository } from './zones';

export interface Surcharge {
  amountCents: number;
  reason: string | null;
}

@Injectable()
export class SurchargeService {
  constructor(private readonly zones: ZoneRepository) {}

  /** Out-of-radius surcharge for a drop, capped per zone. */
  quote(depot: LatLng, drop: LatLng, zoneId: string): Surcharge {
    const zone = this.zones.get(zoneId);
    const km = distanceBetween(depot, drop);
    if (km <= zone.freeRadiusKm) {
      return { amountCents: 0, reason: null };
    }
    const extraKm = Math.ceil(km - zone.freeRadiusKm);
    const amountCents = Math.min(extraKm * zone.perKmCents, zone.capCents);
    return { amountCents, reason: `out_of_zone:${zone.id}` };
  }
}
