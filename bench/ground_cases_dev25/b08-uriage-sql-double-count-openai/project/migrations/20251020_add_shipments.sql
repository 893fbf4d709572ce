-- 分割出荷対応: 1注文に複数の出荷（箱）を持てるようにする
CREATE TABLE shipments (
    id          bigserial PRIMARY KEY,
    order_id    bigint      NOT NULL REFERENCES orders (id),
    carrier     text        NOT NULL,
    tracking_no text,
    shipped_at  timestamptz
);

INSERT INTO shipments (order_id, carrier, tracking_no, shipped_at)
SELECT id, carrier, tracking_no, shipped_at FROM orders WHERE shipped_at IS NOT NULL;

ALTER TABLE orders DROP COLUMN carrier, DROP COLUMN tracking_no, DROP COLUMN shipped_at;
