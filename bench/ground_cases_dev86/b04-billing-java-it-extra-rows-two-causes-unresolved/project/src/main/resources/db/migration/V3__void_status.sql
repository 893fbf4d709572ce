-- VOID: cancelled invoices kept for audit
insert into invoices (customer_id, status, amount) values (0, 'VOID', 0);
