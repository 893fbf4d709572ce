-- V7: payslips store the period they cover instead of deriving it from month.
ALTER TABLE payslips ADD COLUMN period_start DATE;
ALTER TABLE payslips ADD COLUMN period_end DATE;

-- Backfill: first to last day of the payslip's month.
UPDATE payslips
SET period_start = to_date(month || '-01', 'YYYY-MM-DD'),
    period_end   = (to_date(month || '-01', 'YYYY-MM-DD') + INTERVAL '1 month' - INTERVAL '1 day')::date;

ALTER TABLE payslips ALTER COLUMN period_start SET NOT NULL;
ALTER TABLE payslips ALTER COLUMN period_end SET NOT NULL;

CREATE INDEX payslips_period_idx ON payslips (period_start, period_end);
