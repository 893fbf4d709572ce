import { EtaService } from './eta.service';

describe('EtaService', () => {
  const eta = new EtaService();
  const depot = { lat: 41.8781, lng: -87.6298 };

  it('is zero when the driver is at the drop', () => {
    expect(eta.secondsTo(depot, [], depot)).toBe(0);
  });

  it('adds stop time for each stop before the drop', () => {
    const s = eta.secondsTo(depot, [depot, depot], depot);
    expect(s).toBe(480);
  });

  it('rounds the window start up to 5 minutes', () => {
    const now = new Date('2025-11-04T15:01:10Z');
    expect(eta.windowStart(now, 60).toISOString()).toBe('2025-11-04T15:05:00.000Z');
  });
});
