CREATE TABLE orders (
    id          BIGINT AUTO_INCREMENT PRIMARY KEY,
    order_no    VARCHAR(32)    NOT NULL UNIQUE,
    customer_id BIGINT         NOT NULL,
    amount      DECIMAL(12, 2) NOT NULL,
    status      VARCHAR(16)    NOT NULL,
    created_at  TIMESTAMP(3)   NOT NULL
);

CREATE INDEX idx_orders_customer_created ON orders (customer_id, created_at);

CREATE TABLE order_items (
    id         BIGINT AUTO_INCREMENT PRIMARY KEY,
    order_id   BIGINT         NOT NULL,
    sku        VARCHAR(64)    NOT NULL,
    qty        INT            NOT NULL,
    unit_price DECIMAL(12, 2) NOT NULL,
    CONSTRAINT fk_items_order FOREIGN KEY (order_id) REFERENCES orders (id)
);
