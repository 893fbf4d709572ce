-- One user by id. $1 = user id
SELECT id, email, plan, created_at
FROM users
WHERE id = $1
  AND deleted_at IS NULL;
