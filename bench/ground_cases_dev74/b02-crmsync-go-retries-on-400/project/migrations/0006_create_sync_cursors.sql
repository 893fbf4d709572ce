CREATE TABLE IF NOT EXISTS sync_cursors (
    job        text PRIMARY KEY,
    cursor     text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
);
