create table stock (
    sku        varchar(40) primary key,
    quantity   integer     not null,
    updated_at timestamptz not null default now()
);
