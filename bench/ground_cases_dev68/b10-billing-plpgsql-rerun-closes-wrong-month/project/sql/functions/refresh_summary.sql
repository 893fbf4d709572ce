-- 顧客別月次サマリ (管理画面用)
CREATE OR REPLACE FUNCTION refresh_summary() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    REFRESH MATERIALIZED VIEW CONCURRENTLY customer_monthly_summary;
END;
$$;
