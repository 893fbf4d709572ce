-- Refunds against a payment. A payment can be refunded in several parts;
-- the sum of succeeded refunds must never exceed payments.amount (checked in app/repo/refunds.py).
CREATE TABLE refunds (
    id            BIGSERIAL PRIMARY KEY,
    payment_id    BIGINT         NOT NULL REFERENCES payments (id),
    refund_no     VARCHAR(32)    NOT NULL UNIQUE,
    amount        NUMERIC(10, 0) NOT NULL CHECK (amount > 0),
    reason        VARCHAR(200),
    status        VARCHAR(16)    NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'succeeded', 'failed')),
    channel_refund_id VARCHAR(64),
    requested_by  VARCHAR(64)    NOT NULL,
    created_at    TIMESTAMPTZ    NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ    NOT NULL DEFAULT now()
);

CREATE INDEX refunds_status_created_idx ON refunds (status, created_at);

CREATE TRIGGER refunds_touch BEFORE UPDATE ON refunds
    FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- Refundable balance per payment, used by the admin console.
CREATE VIEW payment_refund_balance AS
SELECT p.id AS payment_id,
       p.amount AS paid,
       COALESCE(SUM(r.amount) FILTER (WHERE r.status = 'succeeded'), 0) AS refunded,
       p.amount - COALESCE(SUM(r.amount) FILTER (WHERE r.status = 'succeeded'), 0) AS refundable
FROM payments p
LEFT JOIN refunds r ON r.payment_id = p.id
GROUP BY p.id, p.amount;

COMMENT ON COLUMN refunds.amount IS 'Refund amount in yuan';
COMMENT ON COLUMN refunds.requested_by IS 'Operator account or "system"';
