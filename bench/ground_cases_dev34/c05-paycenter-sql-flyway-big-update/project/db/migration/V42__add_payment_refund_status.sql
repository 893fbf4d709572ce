-- payments.refund_status: none / partial / full
-- 由 refunds 表的成功退款汇总得出，触发器保持同步

ALTER TABLE payments ADD COLUMN refund_status varchar(16);

UPDATE payments p
   SET refund_status = CASE
           WHEN r.refunded >= p.amount THEN 'full'
           ELSE 'partial'
       END
  FROM (SELECT payment_id, sum(amount) AS refunded
          FROM refunds
         WHERE status = 'succeeded'
         GROUP BY payment_id) r
 WHERE r.payment_id = p.id;

UPDATE payments SET refund_status = 'none' WHERE refund_status IS NULL;

ALTER TABLE payments ALTER COLUMN refund_status SET DEFAULT 'none';
ALTER TABLE payments ALTER COLUMN refund_status SET NOT NULL;
ALTER TABLE payments ADD CONSTRAINT chk_payments_refund_status
    CHECK (refund_status IN ('none', 'partial', 'full'));

CREATE OR REPLACE FUNCTION sync_payment_refund_status() RETURNS trigger AS $$
DECLARE
    refunded numeric(12,2);
BEGIN
    SELECT coalesce(sum(amount), 0) INTO refunded
      FROM refunds
     WHERE payment_id = NEW.payment_id AND status = 'succeeded';
    UPDATE payments
       SET refund_status = CASE
               WHEN refunded = 0 THEN 'none'
               WHEN refunded >= amount THEN 'full'
               ELSE 'partial'
           END,
           updated_at = now()
     WHERE id = NEW.payment_id;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER trg_refunds_sync_status
    AFTER INSERT OR UPDATE OF status ON refunds
    FOR EACH ROW EXECUTE FUNCTION sync_payment_refund_status();
