-- Orders of one user, newest first. $1 = user id, $2 = max rows
SELECT id, amount, status, paid_at, created_at
FROM orders
WHERE user_id = $1
ORDER BY created_at DESC
LIMIT $2;
