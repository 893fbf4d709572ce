-- migrate:up
CREATE TABLE IF NOT EXISTS dws.shop_daily_refund (
    stat_date     DATE          NOT NULL,
    shop_id       BIGINT        NOT NULL,
    refund_cnt    INTEGER       NOT NULL DEFAULT 0,
    refund_amount NUMERIC(14,2) NOT NULL DEFAULT 0,
    updated_at    TIMESTAMPTZ   NOT NULL DEFAULT NOW(),
    PRIMARY KEY (stat_date, shop_id)
);

CREATE OR REPLACE VIEW dws.v_shop_daily_net AS
SELECT g.stat_date, g.shop_id, g.gmv, COALESCE(r.refund_amount, 0) AS refund_amount,
       g.gmv - COALESCE(r.refund_amount, 0) AS net_amount
FROM dws.shop_daily_gmv g
LEFT JOIN dws.shop_daily_refund r USING (stat_date, shop_id);

-- migrate:down
DROP VIEW IF EXISTS dws.v_shop_daily_net;
DROP TABLE IF EXISTS dws.shop_daily_refund;
