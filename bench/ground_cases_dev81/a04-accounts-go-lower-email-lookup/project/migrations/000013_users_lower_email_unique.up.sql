CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
ALTER TABLE users DROP CONSTRAINT users_email_key;
