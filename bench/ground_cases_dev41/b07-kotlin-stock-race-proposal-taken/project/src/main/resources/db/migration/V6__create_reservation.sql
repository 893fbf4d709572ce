CREATE TABLE reservation (
    id          BIGSERIAL PRIMARY KEY,
    order_id    VARCHAR(64) NOT NULL,
    sku         VARCHAR(64) NOT NULL REFERENCES stock (sku),
    quantity    INTEGER     NOT NULL CHECK (quantity > 0),
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    released_at TIMESTAMPTZ
);

CREATE INDEX reservation_order_id_idx ON reservation (order_id);
