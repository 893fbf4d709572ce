DROP INDEX IF EXISTS refunds_payment_id_idx;

DROP TABLE IF EXISTS refunds;
