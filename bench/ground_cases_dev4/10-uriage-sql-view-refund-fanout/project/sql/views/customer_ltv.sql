CREATE OR REPLACE VIEW customer_ltv AS
SELECT c.id, c.name, COALESCE(SUM(o.amount), 0) AS lifetime_value
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id AND o.status = 'paid'
GROUP BY c.id, c.name;
