CREATE TABLE category (
    id   BIGSERIAL PRIMARY KEY,
    name VARCHAR(64) NOT NULL UNIQUE
);

INSERT INTO category (name) VALUES ('tops'), ('bottoms'), ('accessories');
