CREATE TABLE IF NOT EXISTS daily_account_stats (
    account_id   bigint  NOT NULL REFERENCES accounts (id),
    day          date    NOT NULL,
    events       bigint  NOT NULL DEFAULT 0,
    active_users integer NOT NULL DEFAULT 0,
    total_ms     bigint  NOT NULL DEFAULT 0,
    PRIMARY KEY (account_id, day)
);
