CREATE TABLE orders (
    id          BIGSERIAL PRIMARY KEY,
    tenant_id   BIGINT        NOT NULL REFERENCES tenants (id),
    channel     VARCHAR(32)   NOT NULL,
    amount      NUMERIC(12,2) NOT NULL,
    refunded    BOOLEAN       NOT NULL DEFAULT FALSE,
    created_at  TIMESTAMP     NOT NULL DEFAULT now()
);
