-- 0010_create_coupon_redemptions.sql
CREATE TABLE coupon_redemptions (
    id BIGSERIAL PRIMARY KEY,
    ref TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
