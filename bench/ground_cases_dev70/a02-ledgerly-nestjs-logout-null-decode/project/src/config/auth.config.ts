import { registerAs } from '@nestjs/config';

export default registerAs('auth', () => ({
  accessSecret: process.env.JWT_ACCESS_SECRET ?? 'dev-access',
  refreshSecret: process.env.JWT_REFRESH_SECRET ?? 'dev-refresh',
  accessTtl: '15m',
  refreshTtlDays: 30,
  refreshCookie: 'ledgerly_rt',
}));

export type AuthConfig = {
  accessSecret: string;
  refreshSecret: string;
  accessTtl: string;
  refreshTtlDays: number;
  refreshCookie: string;
};
