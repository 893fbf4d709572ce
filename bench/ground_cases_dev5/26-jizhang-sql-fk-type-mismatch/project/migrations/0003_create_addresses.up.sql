CREATE TABLE addresses (
    id          BIGSERIAL PRIMARY KEY,
    customer_id UUID NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    line1       TEXT NOT NULL,
    city        TEXT NOT NULL,
    postcode    TEXT
);

CREATE INDEX idx_addresses_customer_id ON addresses(customer_id);
