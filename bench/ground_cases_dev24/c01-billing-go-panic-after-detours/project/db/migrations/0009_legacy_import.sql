-- Customers imported from the old Kingdee billing export have no plan yet.
-- Sales assigns plans by hand after the import, so plan_id must allow NULL.
ALTER TABLE customers ALTER COLUMN plan_id DROP NOT NULL;

-- the import itself runs once in production via scripts/import_legacy.go
