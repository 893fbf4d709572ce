CREATE TABLE coupon (
    id            BIGINT PRIMARY KEY AUTO_INCREMENT,
    code          VARCHAR(32)    NOT NULL,
    user_id       BIGINT         NOT NULL,
    type          TINYINT        NOT NULL COMMENT '1 满减 2 折扣',
    discount      DECIMAL(10, 2) NOT NULL COMMENT '满减金额或折扣百分比',
    min_amount    DECIMAL(10, 2) NULL COMMENT '使用门槛，NULL 表示无门槛',
    max_discount  DECIMAL(10, 2) NULL COMMENT '折扣券最高优惠，NULL 表示不限',
    status        TINYINT        NOT NULL DEFAULT 0 COMMENT '0 未使用 1 已使用 2 已作废',
    expire_at     DATETIME       NULL,
    created_at    DATETIME       NOT NULL DEFAULT CURRENT_TIMESTAMP,
    UNIQUE KEY uk_code_user (code, user_id)
);

CREATE TABLE orders (
    id              BIGINT PRIMARY KEY AUTO_INCREMENT,
    order_no        VARCHAR(32)    NOT NULL,
    user_id         BIGINT         NOT NULL,
    goods_amount    DECIMAL(10, 2) NOT NULL,
    freight         DECIMAL(10, 2) NOT NULL DEFAULT 0,
    discount_amount DECIMAL(10, 2) NOT NULL DEFAULT 0,
    pay_amount      DECIMAL(10, 2) NOT NULL,
    coupon_code     VARCHAR(32)    NULL,
    status          TINYINT        NOT NULL DEFAULT 0,
    created_at      DATETIME       NOT NULL DEFAULT CURRENT_TIMESTAMP,
    KEY idx_user_created (user_id, created_at)
);

CREATE TABLE shipping_rule (
    id             BIGINT PRIMARY KEY AUTO_INCREMENT,
    region         VARCHAR(16)    NOT NULL,
    base_fee       DECIMAL(10, 2) NOT NULL,
    free_threshold DECIMAL(10, 2) NULL COMMENT 'NULL 表示不包邮'
);
