-- billing.fn_close_period(p_account_id)
-- Closes the account's open billing period and opens the next one.
-- Called per account by the nightly job for accounts whose period ended yesterday.
CREATE OR REPLACE FUNCTION billing.fn_close_period(p_account_id integer)
RETURNS integer
LANGUAGE plpgsql
AS $$
DECLARE
    v_period_id integer;
    v_end date;
    v_new_id integer;
BEGIN
    v_period_id := (SELECT period_id FROM billing.period WHERE account_id = p_account_id AND closed_at IS NULL);
    IF v_period_id IS NULL THEN
        RAISE NOTICE 'account % has no open period', p_account_id;
        RETURN NULL;
    END IF;

    SELECT period_end INTO v_end FROM billing.period WHERE period_id = v_period_id;

    UPDATE billing.period
       SET closed_at = now(),
           total_amount = billing.fn_invoice_total(p_account_id, period_start, period_end)
     WHERE period_id = v_period_id;

    INSERT INTO billing.period (account_id, period_start, period_end)
    VALUES (p_account_id, v_end + 1, (v_end + 1 + interval '1 month' - interval '1 day')::date)
    RETURNING period_id INTO v_new_id;

    RETURN v_new_id;
END;
$$;
