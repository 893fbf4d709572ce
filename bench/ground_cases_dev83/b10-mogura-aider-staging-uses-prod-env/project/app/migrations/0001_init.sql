CREATE TABLE moles (
    id serial PRIMARY KEY,
    garden text NOT NULL,
    spotted_at timestamptz NOT NULL DEFAULT now()
);
