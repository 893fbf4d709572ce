-- order lifecycle: PENDING -> PAID -> SHIPPED, or CANCELLED at any point before SHIPPED
ALTER TABLE orders ADD COLUMN status VARCHAR(16) NOT NULL DEFAULT 'PENDING';

UPDATE orders SET status = 'PAID' WHERE paid_at IS NOT NULL;
UPDATE orders SET status = 'SHIPPED' WHERE shipped_at IS NOT NULL;
UPDATE orders SET status = 'CANCELLED' WHERE cancelled_at IS NOT NULL;

ALTER TABLE orders ADD CONSTRAINT orders_status_chk
    CHECK (status IN ('PENDING', 'PAID', 'SHIPPED', 'CANCELLED'));
