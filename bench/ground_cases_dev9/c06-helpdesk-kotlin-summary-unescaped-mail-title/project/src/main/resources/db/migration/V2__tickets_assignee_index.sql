-- "我的工单": WHERE assignee_id = ? AND status <> 'CLOSED' ORDER BY updated_at DESC
CREATE INDEX IF NOT EXISTS idx_tickets_assignee_updated
    ON tickets (assignee_id, updated_at DESC)
    WHERE status <> 'CLOSED';
