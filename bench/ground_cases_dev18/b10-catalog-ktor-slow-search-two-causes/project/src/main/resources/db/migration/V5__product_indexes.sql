-- 一覧・カテゴリ絞り込み用
CREATE INDEX IF NOT EXISTS idx_products_category ON products (category) WHERE active;
CREATE INDEX IF NOT EXISTS idx_products_popularity ON products (popularity DESC) WHERE active;
CREATE INDEX IF NOT EXISTS idx_product_images_product ON product_images (product_id, position);
