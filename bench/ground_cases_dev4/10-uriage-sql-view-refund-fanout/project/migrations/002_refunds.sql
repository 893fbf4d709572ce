CREATE TABLE refunds (
    id bigserial PRIMARY KEY,
    order_id bigint NOT NULL REFERENCES orders (id),
    amount integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
