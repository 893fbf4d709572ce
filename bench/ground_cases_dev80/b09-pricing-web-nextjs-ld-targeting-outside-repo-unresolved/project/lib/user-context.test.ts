import { describe, expect, it } from 'vitest';
import { toLDContext } from './user-context';

describe('toLDContext', () => {
  it('marks company addresses as employees', () => {
    const ctx: any = toLDContext({ id: 'u1', email: 'Aki@Nanairo.co.jp', plan: 'free', companyId: 'c1' });
    expect(ctx.user.employee).toBe(true);
  });

  it('does not mark customers as employees', () => {
    const ctx: any = toLDContext({ id: 'u2', email: 'taro@example.com', plan: 'standard', companyId: 'c2' });
    expect(ctx.user.employee).toBe(false);
  });

  it('uses an anonymous context without a user', () => {
    expect(toLDContext(null)).toMatchObject({ anonymous: true });
  });
});
