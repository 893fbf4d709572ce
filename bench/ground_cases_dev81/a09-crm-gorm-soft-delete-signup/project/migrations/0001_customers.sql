CREATE TABLE customers (
    id         BIGSERIAL PRIMARY KEY,
    email      VARCHAR(254) NOT NULL,
    name       VARCHAR(120) NOT NULL,
    plan       VARCHAR(20)  NOT NULL DEFAULT 'free',
    last_seen  TIMESTAMPTZ,
    created_at TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ  NOT NULL DEFAULT now(),
    deleted_at TIMESTAMPTZ
);

CREATE INDEX idx_customers_deleted_at ON customers (deleted_at);

-- soft-deleted customers may sign up again with the same address
CREATE UNIQUE INDEX customers_email_live_key ON customers (email) WHERE deleted_at IS NULL;

CREATE TABLE invoices (
    id           BIGSERIAL PRIMARY KEY,
    customer_id  BIGINT NOT NULL REFERENCES customers (id),
    amount_cents BIGINT NOT NULL,
    paid_at      TIMESTAMPTZ,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_invoices_customer_id ON invoices (customer_id);
