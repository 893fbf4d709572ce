ALTER TABLE orders ADD COLUMN channel text NOT NULL DEFAULT 'web';
CREATE INDEX orders_channel_idx ON orders (channel);
