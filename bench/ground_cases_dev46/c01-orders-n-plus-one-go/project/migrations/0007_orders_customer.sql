-- +goose Up
ALTER TABLE orders ADD COLUMN customer_id BIGINT NOT NULL REFERENCES customers(id);

-- +goose Down
ALTER TABLE orders DROP COLUMN customer_id;
