create table invoices (
    id bigserial primary key,
    customer_id bigint not null,
    status varchar(16) not null,
    amount bigint not null
);
