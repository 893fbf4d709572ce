CREATE TABLE counters (
  name text PRIMARY KEY,
  value bigint NOT NULL DEFAULT 0
);

CREATE TABLE counter_snapshots (
  name text NOT NULL,
  value bigint NOT NULL,
  taken_at timestamptz NOT NULL
);
