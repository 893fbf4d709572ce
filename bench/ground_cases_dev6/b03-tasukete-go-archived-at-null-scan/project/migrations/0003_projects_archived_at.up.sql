-- アーカイブ機能 (#61)。既存のプロジェクトは未アーカイブ = NULL
ALTER TABLE projects ADD COLUMN archived_at TIMESTAMPTZ;
