-- 2025-03: late_fee.fee_amount must be set (finance export chokes on NULL)
ALTER TABLE billing.late_fee ALTER COLUMN fee_amount SET NOT NULL;
