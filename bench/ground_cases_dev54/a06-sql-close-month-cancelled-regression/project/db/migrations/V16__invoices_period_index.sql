-- V16: month close and the period reports filter invoices by period.
-- Plain CREATE INDEX: Flyway runs each migration in a transaction, where CONCURRENTLY is not allowed.
-- On 4M rows this takes ~20 s and blocks writes to invoices meanwhile; deploy outside office hours.
CREATE INDEX IF NOT EXISTS invoices_period_idx ON invoices (period);
