package model

import (
	"database/sql"
	"time"
)

// Channel 取值
const (
	ChannelSMS     = "sms"
	ChannelWebhook = "webhook"
	ChannelEmail   = "email"
)

// Status 取值
const (
	StatusPending = "pending"
	StatusSent    = "sent"
)

// Message 对应 messages 表的一行。
type Message struct {
	ID        int64          `db:"id" json:"id"`
	Channel   string         `db:"channel" json:"channel"`
	Target    string         `db:"target" json:"target"`
	Payload   string         `db:"payload" json:"payload"`
	Status    string         `db:"status" json:"status"`
	Attempts  int            `db:"attempts" json:"attempts"`
	LastError sql.NullString `db:"last_error" json:"-"`
	CreatedAt time.Time      `db:"created_at" json:"created_at"`
}

// ErrText 返回最后一次错误，没有则为空串。
func (m Message) ErrText() string {
	if m.LastError.Valid {
		return m.LastError.String
	}
	return ""
}
