-- Indexes for the reporting queries on events.
-- The rollup reads one account's events for one day at a time, so the
-- composite (account_id, occurred_at) index serves it directly.

BEGIN;

CREATE INDEX IF NOT EXISTS events_account_occurred_idx
    ON events (account_id, occurred_at);

-- Active-user counts and the per-user timeline in the admin UI.
CREATE INDEX IF NOT EXISTS events_user_idx
    ON events (user_id)
    WHERE user_id IS NOT NULL;

-- The "recent errors" panel filters on kind.
CREATE INDEX IF NOT EXISTS events_kind_occurred_idx
    ON events (kind, occurred_at DESC);

-- Accounts are soft-deleted; the rollup skips them.
CREATE INDEX IF NOT EXISTS accounts_live_idx
    ON accounts (id)
    WHERE deleted_at IS NULL;

ANALYZE events;
ANALYZE accounts;

COMMIT;

-- Rollback:
--   DROP INDEX events_account_occurred_idx, events_user_idx,
--     events_kind_occurred_idx, accounts_live_idx;
