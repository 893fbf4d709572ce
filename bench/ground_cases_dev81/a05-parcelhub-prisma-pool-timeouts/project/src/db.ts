import { PrismaClient } from "@prisma/client";

function withPoolParams(url: string | undefined): string {
  if (!url) throw new Error("DATABASE_URL is not set");
  const u = new URL(url);
  if (!u.searchParams.has("connection_limit")) u.searchParams.set("connection_limit", "5");
  if (!u.searchParams.has("pool_timeout")) u.searchParams.set("pool_timeout", "10");
  return u.toString();
}

export const prisma = new PrismaClient({
  datasources: { db: { url: withPoolParams(process.env.DATABASE_URL) } },
  log: process.env.NODE_ENV === "production" ? ["warn", "error"] : ["query", "warn", "error"],
});
