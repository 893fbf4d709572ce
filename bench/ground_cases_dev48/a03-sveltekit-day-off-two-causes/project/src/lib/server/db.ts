import postgres from "postgres";

import { env } from "$env/dynamic/private";

export const sql = postgres(env.DATABASE_URL ?? "postgres://localhost/clinic", {
  max: 5,
  idle_timeout: 20,
  types: {
    // keep DATE columns as JS Dates (postgres.js default), TIME as strings
  },
});
