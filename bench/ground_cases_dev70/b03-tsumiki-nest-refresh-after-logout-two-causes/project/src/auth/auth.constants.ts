export const ACCESS_TOKEN_TTL = '15m';
export const REFRESH_TOKEN_TTL_SEC = 60 * 60 * 24 * 30;
export const REFRESH_COOKIE = 'tsumiki_rt';

export const refreshCookieOptions = {
  httpOnly: true,
  secure: process.env.NODE_ENV === 'production',
  sameSite: 'strict' as const,
  path: '/auth',
  maxAge: REFRESH_TOKEN_TTL_SEC * 1000,
};

export interface RefreshPayload {
  sub: string;
  jti: string;
  family: string;
}

export interface AccessPayload {
  sub: string;
  role: 'member' | 'admin';
}
