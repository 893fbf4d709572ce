const Fastify = require("fastify");
const postgres = require("postgres");

const sql = postgres(process.env.DATABASE_URL, { max: 10 });

// Applied in order at start-up; each id runs once (tracked in schema_migrations).
const MIGRATIONS = [
  ["001_entries", `create table if not exists ledger_entries (
     id bigserial primary key, account_id bigint not null, amount_cents bigint not null,
     memo text, booked_at timestamptz not null default now())`],
  ["002_entries_month_idx", `create index if not exists ledger_entries_month_idx
     on ledger_entries (to_char(booked_at, 'YYYY-MM'), account_id)`],
];

async function runMigrations(db) {
  await db`create table if not exists schema_migrations (id text primary key, applied_at timestamptz default now())`;
  const done = new Set((await db`select id from schema_migrations`).map((r) => r.id));
  for (const [id, statement] of MIGRATIONS) {
    if (done.has(id)) continue;
    await db.unsafe(statement);
    await db`insert into schema_migrations (id) values (${id})`;
  }
}
const app = Fastify({ logger: true });

// Report cache: month -> rows. Filled on first request for a month.
const reportCache = new Map();

app.get("/healthz", async () => {
  await sql`select 1`;
  return { ok: true };
});

app.get("/reports/:month", async (req) => {
  const { month } = req.params;
  if (!reportCache.has(month)) {
    const rows = await sql`
      select account_id, sum(amount_cents) as total_cents, count(*) as entries
      from ledger_entries
      where to_char(booked_at, 'YYYY-MM') = ${month}
      group by account_id`;
    reportCache.set(month, rows);
  }
  return reportCache.get(month);
});

app.post("/entries", async (req, reply) => {
  const { account_id, amount_cents, memo } = req.body;
  const [row] = await sql`
    insert into ledger_entries (account_id, amount_cents, memo)
    values (${account_id}, ${amount_cents}, ${memo ?? null})
    returning *`;
  reply.code(201);
  return row;
});

async function main() {
  await runMigrations(sql);
  await app.listen({ host: "0.0.0.0", port: Number(process.env.PORT || 3000) });
}

main().catch((err) => {
  app.log.error(err);
  process.exit(1);
});
