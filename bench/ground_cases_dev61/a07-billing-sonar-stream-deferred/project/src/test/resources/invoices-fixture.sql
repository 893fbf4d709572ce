CREATE TABLE invoices (id SERIAL PRIMARY KEY, customer_id VARCHAR(20), plan VARCHAR(20), amount NUMERIC(12,2), issued_on DATE);
INSERT INTO invoices (customer_id, plan, amount, issued_on) VALUES ('c-7', 'pro', 900.00, '2025-10-03');
INSERT INTO invoices (customer_id, plan, amount, issued_on) VALUES ('c-2', 'basic', 120.00, '2025-10-09');
INSERT INTO invoices (customer_id, plan, amount, issued_on) VALUES ('c-2', 'basic', 80.00, '2025-11-02');
