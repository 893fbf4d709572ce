import { statusLabel } from '../statusLabel';

test('out for delivery', () => {
  expect(statusLabel('OUT_FOR_DELIVERY')).toBe('骑手正在配送');
});

test('delivered in the afternoon', () => {
  expect(statusLabel('DELIVERED', new Date('2025-11-11T06:05:00Z'))).toBe('已于 14:05 送达');
});

test('delivered just after midnight', () => {
  expect(statusLabel('DELIVERED', new Date('2025-11-11T16:12:00Z'))).toBe('已于 00:12 送达');
});

test('delivered without time', () => {
  expect(statusLabel('DELIVERED')).toBe('已送达');
});
