CREATE TABLE credit_ledger (
  id          BIGSERIAL PRIMARY KEY,
  account_id  UUID NOT NULL REFERENCES accounts(id),
  delta       INTEGER NOT NULL,
  source      TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX credit_ledger_account ON credit_ledger (account_id, created_at DESC);
