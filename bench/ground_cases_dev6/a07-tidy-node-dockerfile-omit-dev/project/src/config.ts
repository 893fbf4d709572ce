function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing required env var ${name} (see .env.example)`);
  }
  return value;
}

export const config = {
  port: Number(process.env.PORT || 3000),
  databaseUrl: required("DATABASE_URL"),
  redisUrl: required("REDIS_URL"),
  sessionSecret: required("SESSION_SECRET"),
  logLevel: process.env.LOG_LEVEL || "info",
};
