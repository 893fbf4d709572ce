-- reports filter payments by paid_at and status (monthly revenue, top customers)
CREATE INDEX idx_payments_status_paid_at ON payments (status, paid_at);
