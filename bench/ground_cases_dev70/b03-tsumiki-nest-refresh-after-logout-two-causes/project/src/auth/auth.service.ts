import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { UsersService } from '../users/users.service';
import { ACCESS_TOKEN_TTL, REFRESH_TOKEN_TTL_SEC, RefreshPayload } from './auth.constants';
import { RefreshTokenStore } from './refresh-token.store';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly store: RefreshTokenStore,
  ) {}

  async login(email: string, password: string): Promise<TokenPair> {
    const user = await this.users.verifyCredentials(email, password);
    if (!user) {
      throw new UnauthorizedException('invalid credentials');
    }
    return this.issue(user.id, user.role, randomUUID());
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    const payload = await this.verifyRefresh(refreshToken);
    if (await this.store.isRevoked(payload.jti)) {
      throw new UnauthorizedException('refresh token revoked');
    }
    const user = await this.users.findById(payload.sub);
    if (!user || user.disabled) {
      throw new UnauthorizedException();
    }
    return this.issue(user.id, user.role, payload.family);
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) {
      return;
    }
    const payload = this.jwt.decode(refreshToken) as RefreshPayload | null;
    if (!payload?.jti) {
      return;
    }
    this.store.revoke(payload.jti).catch((err) => this.logger.warn(`revoke failed: ${err.message}`));
  }

  private async issue(userId: string, role: 'member' | 'admin', family: string): Promise<TokenPair> {
    const jti = randomUUID();
    const accessToken = await this.jwt.signAsync(
      { sub: userId, role },
      { secret: process.env.JWT_ACCESS_SECRET, expiresIn: ACCESS_TOKEN_TTL },
    );
    const refreshToken = await this.jwt.signAsync(
      { sub: userId, jti, family },
      { secret: process.env.JWT_REFRESH_SECRET, expiresIn: REFRESH_TOKEN_TTL_SEC },
    );
    await this.store.register(jti, family, REFRESH_TOKEN_TTL_SEC);
    return { accessToken, refreshToken };
  }

  private async verifyRefresh(token: string): Promise<RefreshPayload> {
    try {
      return await this.jwt.verifyAsync<RefreshPayload>(token, { secret: process.env.JWT_REFRESH_SECRET });
    } catch {
      throw new UnauthorizedException('invalid refresh token');
    }
  }
}
