CREATE TABLE stock (
    id         BIGSERIAL PRIMARY KEY,
    sku        VARCHAR(64) NOT NULL UNIQUE,
    available  INTEGER     NOT NULL CHECK (available >= 0),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
