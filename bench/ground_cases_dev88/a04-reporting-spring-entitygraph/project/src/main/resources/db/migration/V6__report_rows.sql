CREATE TABLE report_rows (
    id          BIGSERIAL PRIMARY KEY,
    report_id   BIGINT NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
    sku         VARCHAR(64) NOT NULL,
    quantity    INTEGER NOT NULL,
    unit_price  NUMERIC(12, 2)
);
