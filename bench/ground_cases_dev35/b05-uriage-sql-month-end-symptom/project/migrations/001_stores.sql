CREATE TABLE stores (
    id          bigserial PRIMARY KEY,
    code        text NOT NULL UNIQUE,
    name        text NOT NULL,
    opened_on   date NOT NULL,
    closed_on   date
);
