CREATE TABLE orders (
    id bigserial PRIMARY KEY,
    customer_id bigint NOT NULL,
    amount integer NOT NULL,
    status text NOT NULL,
    paid_at timestamptz
);
