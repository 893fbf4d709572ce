-- Queries used by internal/store. Each block starts with "-- name: X"
-- and is looked up by that name (see parseQueries in store.go).

-- name: GetAccount
SELECT id, name, currency, balance_cents, created_at
FROM accounts
WHERE id = $1;

-- name: ListEntries
SELECT id, account_id, amount_cents, memo, created_at
FROM entries
WHERE account_id = $1
ORDER BY created_at DESC
LIMIT $2;

-- name: InsertEntry
INSERT INTO entries (account_id, amount_cents, memo)
VALUES ($1, $2, $3)
RETURNING id;

-- name: AddToBalance
UPDATE accounts
SET balance_cents = balance_cents + $2
WHERE id = $1;

-- name: BalanceHistory
SELECT date_trunc('day', e.created_at)::date AS day,
       SUM(e.amount_cents)::bigint AS delta_cents
FROM entries e
WHERE e.account_id = $1
  AND e.created_at >= now() - make_interval(days => $2)
GROUP BY day
ORDER BY e.created_at;
