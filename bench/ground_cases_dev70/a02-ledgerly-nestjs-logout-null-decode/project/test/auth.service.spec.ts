import { UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import * as bcrypt from 'bcrypt';
import { AuthService } from '../src/auth/auth.service';

const cfg = { accessSecret: 'a', refreshSecret: 'r', accessTtl: '15m', refreshTtlDays: 30, refreshCookie: 'rt' };

function setup() {
  const users = {
    findByEmail: jest.fn(),
    findById: jest.fn().mockResolvedValue({ id: 'u1', roles: ['member'], disabled: false }),
  };
  const tokens = { save: jest.fn(), consume: jest.fn().mockResolvedValue(true), revokeFamily: jest.fn() };
  const config = { getOrThrow: () => cfg } as unknown as ConfigService;
  const jwt = new JwtService({});
  const service = new AuthService(users as any, jwt, tokens as any, config);
  return { service, users, tokens, jwt };
}

describe('AuthService', () => {
  it('logs in with the right password', async () => {
    const { service, users } = setup();
    users.findByEmail.mockResolvedValue({ id: 'u1', roles: [], passwordHash: await bcrypt.hash('pw', 4) });
    const pair = await service.login('a@b.c', 'pw');
    expect(pair.accessToken).toBeDefined();
  });

  it('rejects a wrong password', async () => {
    const { service, users } = setup();
    users.findByEmail.mockResolvedValue({ id: 'u1', roles: [], passwordHash: await bcrypt.hash('pw', 4) });
    await expect(service.login('a@b.c', 'nope')).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('refreshes with a valid refresh token', async () => {
    const { service, jwt } = setup();
    const rt = await jwt.signAsync({ sub: 'u1', jti: 'j1', fam: 'f1' }, { secret: 'r' });
    const pair = await service.refresh(rt);
    expect(pair.refreshToken).not.toEqual(rt);
  });

  it('revokes the family when a refresh token is reused', async () => {
    const { service, tokens, jwt } = setup();
    tokens.consume.mockResolvedValue(false);
    const rt = await jwt.signAsync({ sub: 'u1', jti: 'j1', fam: 'f1' }, { secret: 'r' });
    await expect(service.refresh(rt)).rejects.toBeInstanceOf(UnauthorizedException);
    expect(tokens.revokeFamily).toHaveBeenCalledWith('f1');
  });
});
