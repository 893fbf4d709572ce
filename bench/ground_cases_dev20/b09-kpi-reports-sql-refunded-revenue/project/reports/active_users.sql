-- 月間アクティブユーザー(MAU)
-- params: :month_start  対象月の月初(JST の日付)
-- ログイン or 注文のどちらかがあったユーザーを数える。退会済み・テストユーザーは除外。

WITH bounds AS (
    SELECT
        (:month_start::date)::timestamp AT TIME ZONE 'Asia/Tokyo'                        AS start_utc,
        ((:month_start::date + INTERVAL '1 month')::timestamp) AT TIME ZONE 'Asia/Tokyo' AS end_utc
),
activity AS (
    SELECT e.user_id
    FROM events e
    CROSS JOIN bounds b
    WHERE e.name IN ('login', 'order_placed')
      AND e.occurred_at >= b.start_utc
      AND e.occurred_at <  b.end_utc
)
SELECT
    COUNT(DISTINCT a.user_id) AS mau
FROM activity a
JOIN users u ON u.id = a.user_id
WHERE u.deleted_at IS NULL
  AND NOT u.is_test;
