-- billing.fn_apply_late_fee(p_run_date)
-- Nightly: one late fee per invoice that is more than 14 days overdue on p_run_date.
-- Accounts without a row in billing.tariff pay the standard 2 %.
CREATE OR REPLACE FUNCTION billing.fn_apply_late_fee(p_run_date date)
RETURNS integer
LANGUAGE plpgsql
AS $$
DECLARE
    v_count integer := 0;
    r record;
BEGIN
    FOR r IN
        SELECT inv.invoice_id, inv.account_id, inv.amount_due,
               coalesce(t.fee_pct, 2.00) AS fee_pct  -- no tariff row: standard 2 %
          FROM billing.invoice inv
          LEFT JOIN billing.tariff t ON t.account_id = inv.account_id
         WHERE inv.status = 'open'
           AND inv.due_date < p_run_date - 14
           AND NOT EXISTS (SELECT 1 FROM billing.late_fee lf WHERE lf.invoice_id = inv.invoice_id)
    LOOP
        INSERT INTO billing.late_fee (invoice_id, account_id, fee_amount, charged_on)
        VALUES (r.invoice_id, r.account_id, round(r.amount_due * r.fee_pct / 100, 2), p_run_date);
        v_count := v_count + 1;
    END LOOP;

    RETURN v_count;
END;
$$;
