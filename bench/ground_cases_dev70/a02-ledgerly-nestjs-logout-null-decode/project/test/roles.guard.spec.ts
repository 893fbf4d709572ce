import { ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RolesGuard } from '../src/auth/roles.guard';
import { Roles } from '../src/auth/roles.decorator';

@Roles('admin', 'support')
class Ctl {
  @Roles('admin')
  remove() {}

  list() {}
}

function ctx(handler: Function, roles: string[]) {
  return {
    getHandler: () => handler,
    getClass: () => Ctl,
    switchToHttp: () => ({ getRequest: () => ({ user: { id: 'u', roles } }) }),
  } as any;
}

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());

  it('uses the handler roles over the class roles', () => {
    expect(() => guard.canActivate(ctx(Ctl.prototype.remove, ['support']))).toThrow(ForbiddenException);
    expect(guard.canActivate(ctx(Ctl.prototype.remove, ['admin']))).toBe(true);
  });

  it('falls back to the class roles', () => {
    expect(guard.canActivate(ctx(Ctl.prototype.list, ['support']))).toBe(true);
  });
});
