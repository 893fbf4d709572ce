CREATE TABLE IF NOT EXISTS churn_scores (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT      NOT NULL,
    score_date    DATE        NOT NULL,
    score         REAL        NOT NULL,
    model_version TEXT        NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS churn_scores_date_idx ON churn_scores (score_date);
CREATE INDEX IF NOT EXISTS churn_scores_customer_idx ON churn_scores (customer_id, score_date);
