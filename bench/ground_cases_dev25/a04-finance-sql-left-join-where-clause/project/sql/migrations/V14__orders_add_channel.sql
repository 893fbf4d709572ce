ALTER TABLE orders ADD COLUMN channel text NOT NULL DEFAULT 'web';
CREATE INDEX IF NOT EXISTS orders_channel_idx ON orders (channel);
