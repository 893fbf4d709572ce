-- チャネル別売上（支払済みのみ）
--
-- params:
--   month_start  対象月の初日 00:00 (JST)
--   month_end    翌月の初日 00:00 (JST)

SELECT
    ch.code                                AS channel,
    ch.name                                AS channel_name,
    COUNT(o.id)                            AS orders,
    COALESCE(SUM(o.total_amount), 0)       AS amount,
    ROUND(AVG(o.total_amount))             AS avg_amount
FROM channels ch
LEFT JOIN orders o
       ON o.channel_id = ch.id
      AND o.status = 'paid'
      AND o.ordered_at >= %(month_start)s
      AND o.ordered_at <  %(month_end)s
WHERE ch.active
GROUP BY ch.code, ch.name
ORDER BY amount DESC;
