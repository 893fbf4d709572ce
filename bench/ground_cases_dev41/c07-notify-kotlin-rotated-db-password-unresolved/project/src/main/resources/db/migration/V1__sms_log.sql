CREATE TABLE sms_log (
    id            BIGSERIAL PRIMARY KEY,
    phone         VARCHAR(16)  NOT NULL,
    template_code VARCHAR(32)  NOT NULL,
    result        VARCHAR(32)  NOT NULL,
    sent_at       TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE INDEX sms_log_sent_at_idx ON sms_log (sent_at);
