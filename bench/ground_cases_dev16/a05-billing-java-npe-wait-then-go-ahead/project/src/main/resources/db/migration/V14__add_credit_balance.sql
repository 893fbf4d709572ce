-- Prepaid credit (PROJ-412): customers can top up and the next invoices use it up.
ALTER TABLE customers ADD COLUMN credit_balance NUMERIC(12,2);

CREATE INDEX idx_customers_credit_balance ON customers (credit_balance) WHERE credit_balance > 0;
