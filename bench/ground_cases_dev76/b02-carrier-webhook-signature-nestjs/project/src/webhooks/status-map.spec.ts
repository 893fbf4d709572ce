import { isTerminal, mapCarrierStatus } from './status-map';

describe('mapCarrierStatus', () => {
  it('maps hub scans to in_transit', () => {
    expect(mapCarrierStatus('ARRIVED_AT_HUB')).toBe('in_transit');
    expect(mapCarrierStatus('DEPARTED_HUB')).toBe('in_transit');
  });

  it('maps redelivery requests back to in_transit', () => {
    expect(mapCarrierStatus('REDELIVERY_SCHEDULED')).toBe('in_transit');
  });

  it('is case insensitive', () => {
    expect(mapCarrierStatus('delivered')).toBe('delivered');
  });

  it('returns undefined for unknown codes', () => {
    expect(mapCarrierStatus('NOPE')).toBeUndefined();
  });

  it('knows terminal statuses', () => {
    expect(isTerminal('delivered')).toBe(true);
    expect(isTerminal('out_for_delivery')).toBe(false);
  });
});
