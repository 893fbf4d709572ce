CREATE TABLE notification (
    id           BIGSERIAL PRIMARY KEY,
    recipient    VARCHAR(255) NOT NULL,
    channel      VARCHAR(16)  NOT NULL,
    subject      VARCHAR(255) NOT NULL,
    body         TEXT         NOT NULL,
    status       VARCHAR(16)  NOT NULL DEFAULT 'PENDING',
    attempts     INT          NOT NULL DEFAULT 0,
    created_at   TIMESTAMPTZ  NOT NULL DEFAULT now(),
    sent_at      TIMESTAMPTZ
);

CREATE INDEX notification_status_idx ON notification (status, created_at);
