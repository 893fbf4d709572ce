CREATE TABLE accounts (
    id            BIGSERIAL PRIMARY KEY,
    name          TEXT        NOT NULL,
    currency      CHAR(3)     NOT NULL DEFAULT 'CNY',
    balance_cents BIGINT      NOT NULL DEFAULT 0,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE entries (
    id           BIGSERIAL PRIMARY KEY,
    account_id   BIGINT      NOT NULL REFERENCES accounts(id),
    amount_cents BIGINT      NOT NULL,
    memo         TEXT        NOT NULL DEFAULT '',
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX entries_account_created_idx ON entries (account_id, created_at DESC);
