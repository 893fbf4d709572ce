ALTER TABLE orders ADD COLUMN status TEXT NOT NULL DEFAULT 'paid';
UPDATE orders SET status = 'completed' WHERE delivered_at IS NOT NULL;
