CREATE TABLE users (
    id         uuid PRIMARY KEY,
    email      text NOT NULL,
    name       text NOT NULL,
    created_at timestamptz NOT NULL,
    disabled   boolean NOT NULL DEFAULT false
);

CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
