CREATE TABLE shipments (
    id           BIGSERIAL PRIMARY KEY,
    order_no     VARCHAR(32)  NOT NULL,
    status       VARCHAR(16)  NOT NULL,
    shipped_at   TIMESTAMPTZ,
    delivered_at TIMESTAMPTZ,
    created_at   TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX shipments_order_no_uq ON shipments (order_no);
CREATE INDEX shipments_status_shipped_at_idx ON shipments (status, shipped_at);
