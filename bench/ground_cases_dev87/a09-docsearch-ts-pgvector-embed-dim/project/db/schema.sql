CREATE EXTENSION IF NOT EXISTS vector;

CREATE TABLE IF NOT EXISTS documents (
  id          BIGSERIAL PRIMARY KEY,
  source_url  TEXT NOT NULL UNIQUE,
  title       TEXT NOT NULL,
  team        TEXT NOT NULL,
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS chunks (
  id           BIGSERIAL PRIMARY KEY,
  document_id  BIGINT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  ordinal      INT NOT NULL,
  content      TEXT NOT NULL,
  embedding    vector(1536) NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (document_id, ordinal)
);

CREATE INDEX IF NOT EXISTS chunks_embedding_hnsw
  ON chunks USING hnsw (embedding vector_cosine_ops);

-- raw text as synced from the wiki
CREATE TABLE IF NOT EXISTS document_sources (
  document_id  BIGINT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  body         TEXT NOT NULL
);

-- documents waiting to be (re-)embedded by src/worker.ts
CREATE TABLE IF NOT EXISTS documents_pending (
  id          BIGINT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  title       TEXT NOT NULL,
  body        TEXT NOT NULL,
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
