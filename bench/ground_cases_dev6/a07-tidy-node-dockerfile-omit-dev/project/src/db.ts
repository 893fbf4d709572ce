import { Pool } from "pg";
import { config } from "./config";

export const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });

function redacted(url: string): string {
  return url.replace(/:\/\/([^:]+):[^@]+@/, "://$1:***@");
}

export async function connect(): Promise<void> {
  console.log(`tidy-api: connecting to ${redacted(config.databaseUrl)}`);
  const client = await pool.connect();
  client.release();
}
