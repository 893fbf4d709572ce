-- 月次締め: 当月の請求を確定し、締め済みフラグを立てる
-- bin/run_close.sh から毎月末 23:50 に呼ばれる
CREATE OR REPLACE FUNCTION close_month() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
    v_month  date;
    v_count  integer;
BEGIN
    v_month := date_trunc('month', now())::date;

    IF EXISTS (SELECT 1 FROM month_closings WHERE target_month = v_month) THEN
        RAISE NOTICE 'month % is already closed', v_month;
        RETURN 0;
    END IF;

    INSERT INTO invoices (customer_id, target_month, amount, issued_at)
    SELECT u.customer_id, v_month, sum(u.amount), now()
      FROM usages u
     WHERE u.used_on >= v_month
       AND u.used_on <  (v_month + interval '1 month')
       AND u.kbn <> 'free'
     GROUP BY u.customer_id;
    GET DIAGNOSTICS v_count = ROW_COUNT;

    UPDATE usages
       SET billed = true
     WHERE used_on >= v_month
       AND used_on <  (v_month + interval '1 month');

    INSERT INTO month_closings (target_month, invoice_count, closed_at)
    VALUES (v_month, v_count, now());

    RETURN v_count;
END;
$$;
