import { mapCarrierStatus } from '../src/webhooks/status-mapper';

describe('mapCarrierStatus', () => {
  it('maps sf op codes', () => {
    expect(mapCarrierStatus('sf', '50')).toBe('PICKED_UP');
    expect(mapCarrierStatus('sf', '44')).toBe('OUT_FOR_DELIVERY');
    expect(mapCarrierStatus('sf', '80')).toBe('DELIVERED');
  });

  it('maps zto scan types', () => {
    expect(mapCarrierStatus('zto', '派件')).toBe('OUT_FOR_DELIVERY');
    expect(mapCarrierStatus('zto', ' 签收 ')).toBe('DELIVERED');
  });

  it('returns UNKNOWN for unmapped codes', () => {
    expect(mapCarrierStatus('jd', '999')).toBe('UNKNOWN');
  });
});
