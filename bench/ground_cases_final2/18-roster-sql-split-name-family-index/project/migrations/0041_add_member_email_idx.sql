CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS members_club_email_idx
    ON members (club_id, lower(email))
    WHERE email IS NOT NULL;
