CREATE TABLE members (
    id          bigserial PRIMARY KEY,
    club_id     bigint NOT NULL REFERENCES clubs(id),
    full_name   text NOT NULL,
    email       text,
    joined_on   date NOT NULL DEFAULT current_date,
    created_at  timestamptz NOT NULL DEFAULT now()
);
