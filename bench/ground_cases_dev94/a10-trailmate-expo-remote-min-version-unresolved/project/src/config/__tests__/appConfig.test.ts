import { compareVersions, FALLBACK, isUpdateRequired } from '../appConfig';

describe('compareVersions', () => {
  it('compares numerically, not as strings', () => {
    expect(compareVersions('1.10.0', '1.9.3')).toBeGreaterThan(0);
    expect(compareVersions('1.3.0', '1.30.0')).toBeLessThan(0);
  });

  it('treats missing parts as zero', () => {
    expect(compareVersions('1.3', '1.3.0')).toBe(0);
  });
});

describe('isUpdateRequired', () => {
  const config = { ...FALLBACK, minSupported: { ios: '1.2.0', android: '1.3.0' } };

  it('blocks versions below the minimum', () => {
    expect(isUpdateRequired(config, '1.2.4', 'android')).toBe(true);
  });

  it('lets the minimum itself through', () => {
    expect(isUpdateRequired(config, '1.3.0', 'android')).toBe(false);
  });

  it("uses each platform's own minimum", () => {
    expect(isUpdateRequired(config, '1.2.0', 'ios')).toBe(false);
  });

  it('never blocks with the fallback config', () => {
    expect(isUpdateRequired(FALLBACK, '0.1.0', 'android')).toBe(false);
  });
});
