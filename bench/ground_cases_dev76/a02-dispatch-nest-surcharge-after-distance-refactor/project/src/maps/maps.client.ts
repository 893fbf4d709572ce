import { Injectable, Logger } from '@nestjs/common';
import { LatLng } from '../geo/haversine';

const BASE = process.env.MAPS_BASE_URL ?? 'https://maps.example-routing.com/v2';

@Injectable()
export class MapsClient {
  private readonly log = new Logger(MapsClient.name);

  async routeSeconds(from: LatLng, to: LatLng): Promise<number | null> {
    const url = `${BASE}/route?from=${from.lat},${from.lng}&to=${to.lat},${to.lng}`;
    const res = await fetch(url, { headers: { 'x-api-key': process.env.MAPS_API_KEY ?? '' } });
    if (!res.ok) {
      this.log.warn(`route request failed with ${res.status}`);
      return null;
    }
    const body = (await res.json()) as { durationSeconds: number };
    return body.durationSeconds;
  }
}
