-- 003: payments and refunds loaded from Stripe.
CREATE SCHEMA IF NOT EXISTS billing;

CREATE TABLE billing.payments (
    id            bigserial   PRIMARY KEY,
    stripe_id     text        NOT NULL,
    order_id      text,
    customer_id   text,
    amount_cents  integer     NOT NULL,
    currency      char(3)     NOT NULL,
    status        text        NOT NULL,
    paid_at       timestamptz NOT NULL,
    loaded_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX payments_stripe_id_idx ON billing.payments (stripe_id);
CREATE INDEX payments_paid_at_idx   ON billing.payments (paid_at);
CREATE INDEX payments_order_id_idx  ON billing.payments (order_id);

CREATE TABLE billing.refunds (
    id            bigserial   PRIMARY KEY,
    stripe_id     text        NOT NULL UNIQUE,
    charge_id     text        NOT NULL,
    order_id      text,
    amount_cents  integer     NOT NULL,
    reason        text,
    refunded_at   timestamptz NOT NULL,
    loaded_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refunds_order_id_idx ON billing.refunds (order_id);
CREATE INDEX refunds_refunded_at_idx ON billing.refunds (refunded_at);
