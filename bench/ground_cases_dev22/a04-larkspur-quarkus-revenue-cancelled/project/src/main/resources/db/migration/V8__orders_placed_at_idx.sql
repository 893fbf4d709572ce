-- speeds up date-range reports (/reports/monthly)
CREATE INDEX IF NOT EXISTS idx_orders_placed_at_status ON orders (placed_at, status);
