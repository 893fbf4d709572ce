CREATE TABLE stock (
    sku       varchar(40) PRIMARY KEY,
    on_hand   integer NOT NULL CHECK (on_hand >= 0),
    reserved  integer NOT NULL DEFAULT 0 CHECK (reserved >= 0)
);
