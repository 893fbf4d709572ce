CREATE TABLE customers (
    id bigserial PRIMARY KEY,
    name text NOT NULL
);
