-- Keep the most recently synced row per erp_id, then enforce uniqueness.
DELETE FROM erp_invoices e
USING erp_invoices newer
WHERE e.erp_id = newer.erp_id
  AND (e.synced_at, e.ctid) < (newer.synced_at, newer.ctid);

ALTER TABLE erp_invoices ADD CONSTRAINT erp_invoices_erp_id_key UNIQUE (erp_id);
