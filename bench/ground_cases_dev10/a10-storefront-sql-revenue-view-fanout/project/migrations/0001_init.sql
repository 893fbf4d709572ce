-- +migrate Up
CREATE TABLE customers (
    id          bigserial PRIMARY KEY,
    email       text        NOT NULL UNIQUE,
    name        text        NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
    id          bigserial PRIMARY KEY,
    sku         text          NOT NULL UNIQUE,
    name        text          NOT NULL,
    price       numeric(10,2) NOT NULL CHECK (price >= 0),
    active      boolean       NOT NULL DEFAULT true
);

CREATE TABLE orders (
    id           bigserial PRIMARY KEY,
    customer_id  bigint      NOT NULL REFERENCES customers(id),
    placed_at    timestamptz NOT NULL DEFAULT now(),
    currency     char(3)     NOT NULL DEFAULT 'EUR'
);

CREATE INDEX orders_customer_id_idx ON orders(customer_id);
CREATE INDEX orders_placed_at_idx ON orders(placed_at);

CREATE TABLE order_items (
    id          bigserial PRIMARY KEY,
    order_id    bigint        NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    product_id  bigint        NOT NULL REFERENCES products(id),
    quantity    integer       NOT NULL CHECK (quantity > 0),
    unit_price  numeric(10,2) NOT NULL
);

CREATE INDEX order_items_order_id_idx ON order_items(order_id);

-- +migrate Down
DROP TABLE order_items;
DROP TABLE orders;
DROP TABLE products;
DROP TABLE customers;
