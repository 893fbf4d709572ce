-- Full refunds only for now: a refunded order keeps its paid_at and gets status 'refunded'.
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_status_chk
    CHECK (status IN ('pending', 'paid', 'refunded', 'cancelled'));
