-- Queue every document for re-embedding; the worker drains documents_pending.
INSERT INTO documents_pending (id, title, body, updated_at)
SELECT d.id, d.title, s.body, now()
  FROM documents d JOIN document_sources s ON s.document_id = d.id
ON CONFLICT (id) DO UPDATE SET updated_at = EXCLUDED.updated_at;
