import { describe, expect, it } from 'vitest';
import { buildRota, type Service } from '../src/rota.js';
import type { Member } from '../src/members.js';

const m = (name: string, wants: string[], extra: Partial<Member> = {}): Member =>
  ({ name, part: 'S', wants, unavailable: [], readsScore: true, ...extra });

describe('buildRota', () => {
  it('spreads preferred roles', () => {
    const services: Service[] = [
      { id: 'a', title: '礼拝', date: '2025-12-07', start: '10:30', roles: ['受付'] },
      { id: 'b', title: '礼拝', date: '2025-12-14', start: '10:30', roles: ['受付'] },
    ];
    const rota = buildRota(services, [m('佐藤', ['受付']), m('鈴木', ['受付'])]);
    expect(new Set(rota.map((a) => a.member)).size).toBe(2);
  });

  it('respects unavailable dates', () => {
    const services: Service[] = [{ id: 'a', title: '礼拝', date: '2025-12-07', start: '10:30', roles: ['受付'] }];
    const rota = buildRota(services, [m('佐藤', ['受付'], { unavailable: ['2025-12-07'] }), m('鈴木', ['受付'])]);
    expect(rota[0].member).toBe('鈴木');
  });

  it('does not give one person two roles in one service', () => {
    const services: Service[] = [{ id: 'a', title: '礼拝', date: '2025-12-07', start: '10:30', roles: ['受付', '片付け'] }];
    const rota = buildRota(services, [m('佐藤', ['受付', '片付け']), m('鈴木', [])]);
    expect(rota.map((a) => a.member)).toEqual(['佐藤', '鈴木']);
  });

  it('does not book one person into two services at the same time', () => {
    const services: Service[] = [
      { id: 'church', title: '礼拝', date: '2025-12-21', start: '10:30', roles: ['受付'] },
      { id: 'hospital', title: '出張コンサート', date: '2025-12-21', start: '10:30', roles: ['譜めくり'] },
    ];
    const rota = buildRota(services, [m('佐藤', ['受付', '譜めくり']), m('鈴木', ['譜めくり'])]);
    expect(rota.map((a) => a.member)).toEqual(['佐藤', '鈴木']);
  });
});
