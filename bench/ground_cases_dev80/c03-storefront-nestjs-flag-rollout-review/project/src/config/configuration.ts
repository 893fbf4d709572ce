export default () => ({
  env: process.env.NODE_ENV ?? 'development',
  database: {
    url: process.env.DATABASE_URL ?? 'postgres://store:store@localhost:5432/store',
  },
  auth: {
    adminToken: process.env.ADMIN_TOKEN,
  },
  flags: {
    cacheTtlMs: parseInt(process.env.FLAGS_CACHE_TTL_MS ?? '30000', 10),
  },
});
