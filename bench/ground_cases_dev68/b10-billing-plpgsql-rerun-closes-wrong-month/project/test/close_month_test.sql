BEGIN;
SELECT plan(3);

INSERT INTO customers (id, name) VALUES (1, 'A社'), (2, 'B社');
INSERT INTO usages (customer_id, used_on, amount, kbn) VALUES
    (1, date_trunc('month', now())::date, 1000, 'normal'),
    (1, date_trunc('month', now())::date + 1, 500, 'normal'),
    (2, date_trunc('month', now())::date, 300, 'free');

SELECT is(close_month(), 1, 'one invoice issued');
SELECT is((SELECT amount FROM invoices WHERE customer_id = 1), 1500::numeric, 'A社 total');
SELECT is(close_month(), 0, 'second call is a no-op');

SELECT * FROM finish();
ROLLBACK;
