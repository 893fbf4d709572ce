ALTER TABLE users ADD COLUMN email_normalized text;
