CREATE TABLE ledger_entries (
    id          bigserial PRIMARY KEY,
    invoice_id  bigint      NOT NULL REFERENCES invoices (id),
    kind        text        NOT NULL CHECK (kind IN ('revenue', 'vat', 'discount')),
    account     text        NOT NULL,
    amount      numeric(12, 2) NOT NULL,
    period      text        NOT NULL,
    booked_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (invoice_id, kind)
);

CREATE TABLE closed_periods (
    period     text PRIMARY KEY,
    closed_at  timestamptz NOT NULL
);
