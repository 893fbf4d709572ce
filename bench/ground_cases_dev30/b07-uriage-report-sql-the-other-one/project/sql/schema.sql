-- 売上集計用に参照するテーブル (基幹 DB のレプリカ)

CREATE TABLE stores (
    id          bigint PRIMARY KEY,
    code        text NOT NULL UNIQUE,
    name        text NOT NULL,
    region      text NOT NULL
);

CREATE TABLE orders (
    id            bigint PRIMARY KEY,
    store_id      bigint NOT NULL REFERENCES stores (id),
    status        text NOT NULL,           -- pending / paid / shipped / completed / cancelled
    total_amount  integer NOT NULL,        -- 税込 (円)
    ordered_at    timestamptz NOT NULL
);
CREATE INDEX orders_ordered_at_idx ON orders (ordered_at);

-- 1 注文に対して部分返金が複数回ありうる
CREATE TABLE refunds (
    id           bigint PRIMARY KEY,
    order_id     bigint NOT NULL REFERENCES orders (id),
    amount       integer NOT NULL,         -- 税込 (円)
    refunded_at  timestamptz NOT NULL,
    reason       text
);
CREATE INDEX refunds_order_id_idx ON refunds (order_id);

CREATE TABLE store_targets (
    store_id     bigint NOT NULL REFERENCES stores (id),
    month        date NOT NULL,            -- 月初日
    target_sales integer NOT NULL,
    PRIMARY KEY (store_id, month)
);
