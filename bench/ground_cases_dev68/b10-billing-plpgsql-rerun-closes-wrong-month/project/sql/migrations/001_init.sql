CREATE TABLE customers (
    id          serial PRIMARY KEY,
    name        text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE usages (
    id           bigserial PRIMARY KEY,
    customer_id  integer NOT NULL REFERENCES customers(id),
    used_on      date NOT NULL,
    amount       numeric(12, 0) NOT NULL,
    kubun        text NOT NULL DEFAULT 'normal',
    billed       boolean NOT NULL DEFAULT false
);
CREATE INDEX usages_used_on_idx ON usages (used_on);

CREATE TABLE invoices (
    id           bigserial PRIMARY KEY,
    customer_id  integer NOT NULL REFERENCES customers(id),
    target_month date NOT NULL,
    amount       numeric(12, 0) NOT NULL,
    issued_at    timestamptz NOT NULL
);

CREATE TABLE month_closings (
    target_month  date PRIMARY KEY,
    invoice_count integer NOT NULL,
    closed_at     timestamptz NOT NULL
);
