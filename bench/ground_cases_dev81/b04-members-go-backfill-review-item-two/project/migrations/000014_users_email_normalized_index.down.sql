DROP INDEX CONCURRENTLY IF EXISTS users_email_normalized_key;
