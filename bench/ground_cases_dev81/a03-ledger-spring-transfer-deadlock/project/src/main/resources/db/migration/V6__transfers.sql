CREATE TABLE transfer (
    id              BIGSERIAL PRIMARY KEY,
    from_account_id BIGINT         NOT NULL REFERENCES account (id),
    to_account_id   BIGINT         NOT NULL REFERENCES account (id),
    amount          NUMERIC(19, 4) NOT NULL CHECK (amount > 0),
    reference       VARCHAR(140),
    created_at      TIMESTAMPTZ    NOT NULL DEFAULT now()
);

CREATE INDEX transfer_from_idx ON transfer (from_account_id, created_at);
CREATE INDEX transfer_to_idx ON transfer (to_account_id, created_at);
