import "dotenv/config";

export interface AppConfig {
  port: number;
  databaseUrl: string;
  sessionSecret: string;
  sessionTtlMs: number;
  corsOrigins: string[];
  logLevel: "debug" | "info" | "warn" | "error";
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing required env var ${name}`);
  }
  return value;
}

export function loadConfig(): AppConfig {
  return {
    port: Number(process.env.PORT ?? 3000),
    databaseUrl: required("DATABASE_URL"),
    sessionSecret: required("SESSION_SECRET"),
    sessionTtlMs: Number(process.env.SESSION_TTL_MINUTES ?? 30) * 60,
    corsOrigins: (process.env.CORS_ORIGINS ?? "http://localhost:5173")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    logLevel: (process.env.LOG_LEVEL as AppConfig["logLevel"]) ?? "info",
  };
}

export const config = loadConfig();
