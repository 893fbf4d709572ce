import { UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthService } from './auth.service';

describe('AuthService', () => {
  const users = { verifyCredentials: jest.fn(), findById: jest.fn() };
  const store = { register: jest.fn(), isRevoked: jest.fn(), revoke: jest.fn(), revokeFamily: jest.fn() };
  let service: AuthService;

  beforeEach(() => {
    process.env.JWT_ACCESS_SECRET = 'a';
    process.env.JWT_REFRESH_SECRET = 'r';
    jest.resetAllMocks();
    store.revoke.mockResolvedValue(undefined);
    service = new AuthService(users as any, new JwtService({}), store as any);
  });

  it('rejects bad credentials', async () => {
    users.verifyCredentials.mockResolvedValue(null);
    await expect(service.login('a@example.jp', 'xxxxxxxx')).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('issues a new pair on refresh', async () => {
    users.verifyCredentials.mockResolvedValue({ id: 'u1', role: 'member', disabled: false });
    users.findById.mockResolvedValue({ id: 'u1', role: 'member', disabled: false });
    store.isRevoked.mockResolvedValue(false);
    const first = await service.login('a@example.jp', 'password1');
    const next = await service.refresh(first.refreshToken);
    expect(next.refreshToken).not.toEqual(first.refreshToken);
  });

  it('rejects a revoked refresh token', async () => {
    users.verifyCredentials.mockResolvedValue({ id: 'u1', role: 'member', disabled: false });
    store.isRevoked.mockResolvedValue(true);
    const first = await service.login('a@example.jp', 'password1');
    await expect(service.refresh(first.refreshToken)).rejects.toBeInstanceOf(UnauthorizedException);
  });
});
