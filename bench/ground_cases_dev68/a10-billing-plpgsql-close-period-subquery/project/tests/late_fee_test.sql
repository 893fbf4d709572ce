-- pgTAP: pg_prove -d billing_test tests/late_fee_test.sql
BEGIN;
SELECT plan(4);

INSERT INTO billing.account (account_id, name) VALUES (9001, 'key account');
INSERT INTO billing.tariff (account_id, fee_pct) VALUES (9001, 5.00);
INSERT INTO billing.invoice (invoice_id, account_id, amount_due, due_date, issued_on, status)
VALUES (70001, 9001, 200.00, '2025-01-01', '2024-12-01', 'open');

SELECT is(billing.fn_apply_late_fee('2025-02-01'), 1, 'one fee charged');
SELECT is((SELECT fee_amount FROM billing.late_fee WHERE invoice_id = 70001), 10.00::numeric, '5 % of 200');

-- account without a tariff row pays the standard 2 %
INSERT INTO billing.account (account_id, name) VALUES (9002, 'normal account');
INSERT INTO billing.invoice (invoice_id, account_id, amount_due, due_date, issued_on, status)
VALUES (70002, 9002, 150.00, '2025-01-01', '2024-12-01', 'open');
SELECT is(billing.fn_apply_late_fee('2025-02-02'), 1, 'fee charged without tariff');
SELECT is((SELECT fee_amount FROM billing.late_fee WHERE invoice_id = 70002), 3.00::numeric, 'standard 2 % of 150');

SELECT * FROM finish();
ROLLBACK;
