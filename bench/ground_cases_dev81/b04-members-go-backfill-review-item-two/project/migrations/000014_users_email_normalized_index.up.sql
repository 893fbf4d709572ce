CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS users_email_normalized_key ON users (email_normalized);
