-- migrate:up
CREATE TABLE IF NOT EXISTS dws.shop_daily_gmv (
    stat_date        DATE          NOT NULL,
    shop_id          BIGINT        NOT NULL,
    order_cnt        INTEGER       NOT NULL DEFAULT 0,
    buyer_cnt        INTEGER       NOT NULL DEFAULT 0,
    gmv              NUMERIC(14,2) NOT NULL DEFAULT 0,
    avg_order_amount NUMERIC(12,2),
    updated_at       TIMESTAMPTZ   NOT NULL DEFAULT NOW(),
    PRIMARY KEY (stat_date, shop_id)
);

-- migrate:down
DROP TABLE IF EXISTS dws.shop_daily_gmv;
