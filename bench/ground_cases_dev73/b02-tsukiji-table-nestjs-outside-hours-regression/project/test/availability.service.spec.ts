import { AvailabilityService } from '../src/reservations/availability.service';

const config = {
  timeZone: 'Asia/Tokyo',
  openAt: '17:00',
  closeAt: '22:00',
  maxParty: 8,
  courseMinutes: 120,
  cleanupMinutes: 15,
};

describe('AvailabilityService', () => {
  const svc = new AvailabilityService(config);
  const jst = (s: string) => new Date(`${s}+09:00`);

  it('accepts a seating that ends exactly at closing time', () => {
    const start = jst('2025-11-14T20:00:00');
    expect(() => svc.assertBookable({ tableId: 'T1', start, end: svc.endOf(start) }, [])).not.toThrow();
  });

  it('rejects a seating before opening', () => {
    const start = jst('2025-11-14T16:30:00');
    expect(() => svc.assertBookable({ tableId: 'T1', start, end: svc.endOf(start) }, [])).toThrow(
      'outside opening hours',
    );
  });

  it('rejects two bookings on the same table at the same time', () => {
    const start = jst('2025-11-14T18:00:00');
    const taken = [{ tableId: 'T1', start, end: svc.endOf(start) }];
    expect(() => svc.assertBookable({ tableId: 'T1', start, end: svc.endOf(start) }, taken)).toThrow('taken');
  });

  it('keeps 15 minutes for cleanup after a seating', () => {
    const first = jst('2025-11-14T17:00:00');
    const taken = [{ tableId: 'T1', start: first, end: svc.endOf(first) }];
    const tooSoon = jst('2025-11-14T19:10:00');
    expect(() => svc.assertBookable({ tableId: 'T1', start: tooSoon, end: svc.endOf(tooSoon) }, taken)).toThrow('taken');
  });

  it('allows the same time on another table', () => {
    const start = jst('2025-11-14T18:00:00');
    const taken = [{ tableId: 'T2', start, end: svc.endOf(start) }];
    expect(() => svc.assertBookable({ tableId: 'T1', start, end: svc.endOf(start) }, taken)).not.toThrow();
  });
});
