ALTER TABLE pages ADD COLUMN deleted_at timestamptz;
CREATE INDEX pages_workspace_alive_idx ON pages (workspace_id) WHERE deleted_at IS NULL;
