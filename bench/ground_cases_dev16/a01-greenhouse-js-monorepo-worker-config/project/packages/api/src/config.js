// Runtime configuration for the HTTP API. Everything comes from the environment;
// the defaults are for local development only.

function required(env, name) {
  const value = env[name];
  if (!value) throw new Error(`missing required env var ${name}`);
  return value;
}

export function loadConfig(env = process.env) {
  const isProd = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    publicUrl: env.PUBLIC_URL ?? 'http://localhost:3000',
    databaseUrl: isProd ? required(env, 'DATABASE_URL') : env.DATABASE_URL ?? 'postgres://localhost/greenhouse',
    redisUrl: env.REDIS_URL ?? 'redis://localhost:6379',
    sessionSecret: isProd ? required(env, 'SESSION_SECRET') : 'dev-secret',
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:5173').split(',').map((s) => s.trim()),
    rateLimit: {
      windowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000),
      max: Number(env.RATE_LIMIT_MAX ?? 120),
    },
    oauth: {
      googleClientId: env.GOOGLE_CLIENT_ID,
      googleClientSecret: env.GOOGLE_CLIENT_SECRET,
    },
    http: {
      // outbound calls to the payments provider
      timeoutMs: Number(env.HTTP_TIMEOUT_MS ?? 10_000),
      retries: Number(env.HTTP_RETRIES ?? 2),
    },
  };
}

export const config = loadConfig();
