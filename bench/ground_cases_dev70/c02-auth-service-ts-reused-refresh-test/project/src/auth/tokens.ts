import jwt from 'jsonwebtoken';
import { config } from '../config';
import type { User } from '../users/userRepo';

export interface AccessClaims {
  sub: string;
  role: User['role'];
  tenantId: string;
}

export interface RefreshClaims {
  sub: string;
  jti: string;
}

export function signAccessToken(user: User): string {
  const claims: AccessClaims = { sub: user.id, role: user.role, tenantId: user.tenantId };
  return jwt.sign(claims, config.jwtSecret, { expiresIn: config.accessTtl, issuer: config.issuer });
}

export function signRefreshToken(user: User, jti: string): string {
  const claims: RefreshClaims = { sub: user.id, jti };
  return jwt.sign(claims, config.refreshSecret, { expiresIn: config.refreshTtl, issuer: config.issuer });
}

export function verifyAccessToken(token: string): AccessClaims {
  return jwt.verify(token, config.jwtSecret, { issuer: config.issuer }) as AccessClaims;
}

export function verifyRefreshToken(token: string): RefreshClaims {
  return jwt.verify(token, config.refreshSecret, { issuer: config.issuer }) as RefreshClaims;
}
