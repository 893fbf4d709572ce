-- rollup.py upserts on (day, account_id); remove reruns' duplicates first.
DELETE FROM analytics.daily_sales a
USING analytics.daily_sales b
WHERE a.day = b.day AND a.account_id = b.account_id AND a.ctid < b.ctid;

ALTER TABLE analytics.daily_sales
    ADD CONSTRAINT daily_sales_day_account_key UNIQUE (day, account_id);
