-- Loading a report's rows scanned the whole table (no index on the FK).
CREATE INDEX IF NOT EXISTS report_rows_report_id_idx ON report_rows (report_id);
