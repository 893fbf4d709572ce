-- staging seed data, loaded by `make seed`
INSERT INTO plans (id, name, discount_pct) VALUES
  (1, 'starter', 0),
  (2, 'growth', 5),
  (3, 'enterprise', 12);

INSERT INTO customers (id, name, currency, plan_id) VALUES
  (101, 'Lanting Tea', 'CNY', 1),
  (102, 'Beiwan Logistics', 'CNY', 2),
  (103, 'Harbor Print', 'CNY', 2),
  (104, 'Kestrel Labs', 'USD', 3),
  (105, 'Mingde School', 'CNY', 1);

INSERT INTO prices (sku, unit_cents) VALUES
  ('api-call', 2),
  ('seat', 4900),
  ('storage-gb', 150);
