import { etaText } from '../etaText';

const now = new Date('2025-11-11T06:00:00Z'); // 北京时间 14:00

test('null eta shows calculating', () => {
  expect(etaText(null, now)).toBe('正在计算送达时间…');
});

test('under a minute shows arriving', () => {
  expect(etaText(40, now)).toBe('骑手即将到达');
});

test('shows minutes under an hour', () => {
  expect(etaText(25 * 60, now)).toBe('预计 25 分钟送达');
});

test('shows clock time after an hour', () => {
  expect(etaText(90 * 60, now)).toBe('预计 15:30 送达');
});
