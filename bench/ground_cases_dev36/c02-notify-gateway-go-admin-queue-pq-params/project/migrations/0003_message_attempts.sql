-- 记录每条消息的发送尝试次数和最后一次错误
ALTER TABLE messages ADD COLUMN attempts INT NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN last_error TEXT;
CREATE INDEX idx_messages_pending ON messages (created_at) WHERE status = 'pending';
