ALTER TABLE stock DROP CONSTRAINT IF EXISTS stock_available_check;
ALTER TABLE stock ADD CONSTRAINT stock_available_check CHECK (available >= 0);
