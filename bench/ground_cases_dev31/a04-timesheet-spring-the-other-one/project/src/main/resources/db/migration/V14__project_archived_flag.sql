-- V14: projects can be archived instead of deleted.
ALTER TABLE project ADD COLUMN archived BOOLEAN NOT NULL DEFAULT FALSE;

CREATE INDEX idx_project_client_archived ON project (client_id, archived);
