import jwt, { JwtPayload } from "jsonwebtoken";
import { config } from "../config";

export interface TokenClaims {
  sub: string;
  email: string;
}

function claimsOf(payload: JwtPayload): TokenClaims {
  return { sub: String(payload.sub), email: String(payload.email) };
}

export function signAccessToken(claims: TokenClaims): string {
  return jwt.sign({ email: claims.email }, config.accessSecret, { subject: claims.sub, expiresIn: config.accessTtl });
}

export function signRefreshToken(claims: TokenClaims): string {
  return jwt.sign({ email: claims.email }, config.refreshSecret, { subject: claims.sub, expiresIn: config.refreshTtl });
}

export function verifyAccessToken(token: string): TokenClaims {
  const payload = jwt.verify(token, config.accessSecret) as JwtPayload;
  return claimsOf(payload);
}

export function verifyRefreshToken(token: string): TokenClaims {
  const payload = jwt.decode(token) as JwtPayload | null;
  if (!payload) {
    throw new Error("malformed refresh token");
  }
  return claimsOf(payload);
}
