CREATE TABLE account (
    id          BIGSERIAL PRIMARY KEY,
    owner_id    BIGINT       NOT NULL,
    currency    CHAR(3)      NOT NULL,
    balance     NUMERIC(19, 4) NOT NULL DEFAULT 0,
    status      VARCHAR(16)  NOT NULL DEFAULT 'OPEN',
    created_at  TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE INDEX account_owner_idx ON account (owner_id);
