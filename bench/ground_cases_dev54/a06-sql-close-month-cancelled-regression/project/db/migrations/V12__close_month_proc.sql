-- V12: month close moves from the Access macro into the database (FIN-180).
CREATE OR REPLACE FUNCTION close_month(p_period text)
RETURNS integer
LANGUAGE plpgsql
AS $$
DECLARE
    r record;
    v_count integer := 0;
BEGIN
    IF EXISTS (SELECT 1 FROM closed_periods WHERE period = p_period) THEN
        RAISE NOTICE 'period % already closed', p_period;
        RETURN 0;
    END IF;

    FOR r IN
        SELECT i.id, i.net_amount, i.status, c.revenue_account
        FROM invoices i
        JOIN customers c ON c.id = i.customer_id
        WHERE i.period = p_period
        ORDER BY i.id
    LOOP
        INSERT INTO ledger_entries (invoice_id, kind, account, amount, period, booked_at)
        VALUES (r.id, 'revenue', r.revenue_account, r.net_amount, p_period, now());
        v_count := v_count + 1;
    END LOOP;

    INSERT INTO closed_periods (period, closed_at) VALUES (p_period, now());
    RETURN v_count;
END;
$$;
