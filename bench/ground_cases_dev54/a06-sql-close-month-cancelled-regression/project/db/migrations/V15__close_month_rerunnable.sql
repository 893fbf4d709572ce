-- V15: close_month skips invoices that already have a revenue entry (manual corrections, ops incident 2025-05-02).
-- Entries that already exist are left alone; the function books only what is missing.
CREATE OR REPLACE FUNCTION close_month(p_period text)
RETURNS integer
LANGUAGE plpgsql
AS $$
DECLARE
    v_count integer := 0;
BEGIN
    IF EXISTS (SELECT 1 FROM closed_periods WHERE period = p_period) THEN
        RAISE NOTICE 'period % already closed', p_period;
        RETURN 0;
    END IF;

    INSERT INTO ledger_entries (invoice_id, kind, account, amount, period, booked_at)
    SELECT i.id, 'revenue', c.revenue_account, i.net_amount, p_period, now()
    FROM invoices i
    JOIN customers c ON c.id = i.customer_id
    WHERE i.period = p_period
    ORDER BY i.id
    ON CONFLICT (invoice_id, kind) DO NOTHING;
    GET DIAGNOSTICS v_count = ROW_COUNT;

    INSERT INTO closed_periods (period, closed_at) VALUES (p_period, now())
    ON CONFLICT (period) DO NOTHING;
    RETURN v_count;
END;
$$;

COMMENT ON FUNCTION close_month(text) IS
    'Books the revenue entries of period YYYY-MM into ledger_entries and closes the period. '
    'Called by batch/close_month.py; safe to re-run.';
