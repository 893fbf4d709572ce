CREATE TABLE IF NOT EXISTS ledger_payout_lines (
    id             BIGSERIAL PRIMARY KEY,
    payout_id      TEXT NOT NULL,
    balance_txn_id TEXT NOT NULL,
    txn_type       TEXT NOT NULL,
    currency       TEXT NOT NULL,
    amount         BIGINT NOT NULL,
    fee            BIGINT NOT NULL DEFAULT 0,
    arrival_date   TIMESTAMPTZ NOT NULL,
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX IF NOT EXISTS ledger_payout_lines_payout_id_key ON ledger_payout_lines (payout_id);
