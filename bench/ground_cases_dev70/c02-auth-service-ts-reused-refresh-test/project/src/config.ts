import 'dotenv/config';

/** 纯数字按秒处理，带单位的（15m / 30d）原样交给 jsonwebtoken */
function ttl(value: string | undefined, fallback: string): string | number {
  if (value === undefined || value === '') return fallback;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function required(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') {
    throw new Error(`missing env ${name}`);
  }
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 3000),
  issuer: process.env.JWT_ISSUER ?? 'auth-service',
  jwtSecret: required('JWT_SECRET', 'dev-secret'),
  refreshSecret: required('JWT_REFRESH_SECRET', 'dev-refresh-secret'),
  // jsonwebtoken 的 expiresIn：数字是秒，字符串按 ms 库解析（'15m'、'30d'）
  accessTtl: ttl(process.env.ACCESS_TOKEN_TTL, '15m'),
  refreshTtl: ttl(process.env.REFRESH_TOKEN_TTL, '30d'),
  bcryptRounds: Number(process.env.BCRYPT_ROUNDS ?? 10),
};

export type Config = typeof config;
