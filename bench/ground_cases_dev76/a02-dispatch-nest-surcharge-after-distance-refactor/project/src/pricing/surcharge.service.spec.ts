import { SurchargeService } from './surcharge.service';
import { ZoneRepository } from './zones';

describe('SurchargeService', () => {
  const svc = new SurchargeService(new ZoneRepository());
  const depot = { lat: 41.8781, lng: -87.6298 };

  it('is free inside the zone radius', () => {
    const drop = { lat: 41.9051, lng: -87.6298 }; // ~3 km north
    expect(svc.quote(depot, drop, 'chi-loop')).toEqual({ amountCents: 0, reason: null });
  });
});
