CREATE TABLE stock (
    sku        TEXT PRIMARY KEY,
    available  INTEGER NOT NULL CHECK (available >= 0),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE reservations (
    id         BIGSERIAL PRIMARY KEY,
    sku        TEXT NOT NULL REFERENCES stock (sku),
    qty        INTEGER NOT NULL,
    order_id   TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    released   BOOLEAN NOT NULL DEFAULT false
);

CREATE INDEX reservations_sku_created_idx ON reservations (sku, created_at DESC);
