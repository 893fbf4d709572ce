-- name: RecentOrdersForCustomer :many
SELECT id, status, total_cents, created_at
FROM orders
WHERE customer_id = $1
ORDER BY created_at DESC
LIMIT 20;

-- name: OrderByID :one
SELECT * FROM orders WHERE id = $1;
