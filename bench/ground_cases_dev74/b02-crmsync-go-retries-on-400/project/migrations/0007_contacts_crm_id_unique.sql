-- 再実行で増えた重複を、最後に同期された行だけ残して削除する
DELETE FROM contacts c
USING contacts d
WHERE c.crm_id = d.crm_id
  AND (c.synced_at, c.id) < (d.synced_at, d.id);

CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS contacts_crm_id_key ON contacts (crm_id);
