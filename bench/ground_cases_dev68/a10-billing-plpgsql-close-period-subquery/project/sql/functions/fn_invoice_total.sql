-- billing.fn_invoice_total(account, from, to): sum of invoice amounts plus late fees
CREATE OR REPLACE FUNCTION billing.fn_invoice_total(p_account_id integer, p_from date, p_to date)
RETURNS numeric
LANGUAGE sql
STABLE
AS $$
    SELECT coalesce(sum(inv.amount_due), 0)
         + coalesce((SELECT sum(lf.fee_amount)
                       FROM billing.late_fee lf
                      WHERE lf.account_id = p_account_id
                        AND lf.charged_on BETWEEN p_from AND p_to), 0)
      FROM billing.invoice inv
     WHERE inv.account_id = p_account_id
       AND inv.issued_on BETWEEN p_from AND p_to;
$$;
