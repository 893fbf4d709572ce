import { Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import * as bcrypt from 'bcrypt';
import { randomUUID } from 'crypto';
import { AuthConfig } from '../config/auth.config';
import { UsersService } from '../users/users.service';
import { RefreshTokenRepository } from './refresh-token.repository';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

interface RefreshPayload {
  sub: string;
  jti: string;
  fam: string;
}

@Injectable()
export class AuthService {
  private readonly cfg: AuthConfig;

  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly tokens: RefreshTokenRepository,
    config: ConfigService,
  ) {
    this.cfg = config.getOrThrow<AuthConfig>('auth');
  }

  async login(email: string, password: string): Promise<TokenPair> {
    const user = await this.users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw new UnauthorizedException('invalid credentials');
    }
    return this.issue(user.id, user.roles, randomUUID());
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    let payload: RefreshPayload;
    try {
      payload = await this.jwt.verifyAsync<RefreshPayload>(refreshToken, { secret: this.cfg.refreshSecret });
    } catch {
      throw new UnauthorizedException('invalid refresh token');
    }
    const ok = await this.tokens.consume(payload.jti, payload.fam);
    if (!ok) {
      // reuse of a rotated token: someone copied it, kill the whole family
      await this.tokens.revokeFamily(payload.fam);
      throw new UnauthorizedException('refresh token reused');
    }
    const user = await this.users.findById(payload.sub);
    if (!user || user.disabled) throw new UnauthorizedException('user disabled');
    return this.issue(user.id, user.roles, payload.fam);
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    const { fam } = this.jwt.decode(refreshToken as string) as RefreshPayload;
    await this.tokens.revokeFamily(fam);
  }

  private async issue(userId: string, roles: string[], family: string): Promise<TokenPair> {
    const jti = randomUUID();
    const accessToken = await this.jwt.signAsync(
      { sub: userId, roles },
      { secret: this.cfg.accessSecret, expiresIn: this.cfg.accessTtl },
    );
    const refreshToken = await this.jwt.signAsync(
      { sub: userId, jti, fam: family },
      { secret: this.cfg.refreshSecret, expiresIn: `${this.cfg.refreshTtlDays}d` },
    );
    await this.tokens.save(jti, family, userId, this.cfg.refreshTtlDays);
    return { accessToken, refreshToken };
  }
}
