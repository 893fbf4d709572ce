-- 延滞金: 元本 * 年率 * 延滞日数 / 365 (円未満切捨て)
CREATE OR REPLACE FUNCTION calc_late_fee(p_amount numeric, p_due date, p_paid date)
RETURNS integer
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
    c_rate constant numeric := 0.146;
    v_days integer;
BEGIN
    IF p_paid IS NULL OR p_paid <= p_due THEN
        RETURN 0;
    END IF;
    v_days := p_paid - p_due;
    RETURN floor(p_amount * c_rate * v_days / 365);
END;
$$;
