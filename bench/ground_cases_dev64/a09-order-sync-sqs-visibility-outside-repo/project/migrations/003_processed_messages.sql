-- created in 3.0 for the refund consumer, reused by order-sync
CREATE TABLE IF NOT EXISTS processed_messages (
  consumer     text        NOT NULL,
  message_key  text        NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, message_key)
);
