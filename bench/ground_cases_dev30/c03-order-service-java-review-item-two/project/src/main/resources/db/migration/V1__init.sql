CREATE TABLE orders (
    id           BIGINT AUTO_INCREMENT PRIMARY KEY,
    customer_id  BIGINT         NOT NULL,
    status       VARCHAR(32)    NOT NULL,
    total        DECIMAL(12, 2) NOT NULL DEFAULT 0,
    coupon_pct   INT            NOT NULL DEFAULT 0,
    tracking_no  VARCHAR(64),
    created_at   TIMESTAMP(6)   NOT NULL,
    INDEX idx_orders_customer (customer_id, created_at)
);

CREATE TABLE order_items (
    id          BIGINT AUTO_INCREMENT PRIMARY KEY,
    order_id    BIGINT         NOT NULL,
    sku         VARCHAR(64)    NOT NULL,
    quantity    INT            NOT NULL,
    unit_price  DECIMAL(12, 2) NOT NULL,
    CONSTRAINT fk_items_order FOREIGN KEY (order_id) REFERENCES orders (id)
);
