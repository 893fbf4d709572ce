ALTER TABLE users DROP COLUMN IF EXISTS email_normalized;
