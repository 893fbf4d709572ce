CREATE TABLE settlements (
    id           BIGINT AUTO_INCREMENT PRIMARY KEY,
    merchant_id  BIGINT         NOT NULL,
    biz_date     DATE           NOT NULL,
    gross        DECIMAL(14, 2) NOT NULL,
    fee          DECIMAL(14, 2) NOT NULL,
    net          DECIMAL(14, 2) NOT NULL,
    status       VARCHAR(16)    NOT NULL DEFAULT 'PENDING',
    created_at   TIMESTAMP      NOT NULL DEFAULT CURRENT_TIMESTAMP,
    KEY idx_settlements_merchant (merchant_id, biz_date)
);

CREATE TABLE payments (
    id           BIGINT AUTO_INCREMENT PRIMARY KEY,
    merchant_id  BIGINT         NOT NULL,
    amount       DECIMAL(14, 2) NOT NULL,
    status       VARCHAR(16)    NOT NULL,
    captured_at  TIMESTAMP      NULL,
    KEY idx_payments_capture (merchant_id, captured_at)
);

CREATE TABLE merchant_balances (
    merchant_id  BIGINT PRIMARY KEY,
    pending      DECIMAL(14, 2) NOT NULL DEFAULT 0,
    available    DECIMAL(14, 2) NOT NULL DEFAULT 0
);
