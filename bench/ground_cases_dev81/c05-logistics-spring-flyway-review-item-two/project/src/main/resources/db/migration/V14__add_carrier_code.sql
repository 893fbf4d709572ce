-- feature/stale-shipments: which carrier (SF, ZTO, YTO, JD ...) handles the shipment
ALTER TABLE shipments ADD COLUMN carrier_code VARCHAR(16);

UPDATE shipments SET carrier_code = 'UNKNOWN' WHERE carrier_code IS NULL;

ALTER TABLE shipments ALTER COLUMN carrier_code SET NOT NULL;
