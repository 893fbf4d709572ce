package webhook

import "time"

// Event is what a subscriber receives: a message was posted, edited or a user was mentioned.
type Event struct {
	ID        string         `json:"id"`
	Type      string         `json:"type"` // message.created, message.updated, mention.created
	CreatedAt time.Time      `json:"created_at"`
	Workspace string         `json:"workspace"`
	Data      map[string]any `json:"data"`
}

// Subscription is one customer endpoint.
type Subscription struct {
	ID        int64
	URL       string
	Secret    string
	Kind      string // "generic", "slack", "teams"
	Events    []string
	Disabled  bool
	FailCount int
}

// Wants reports whether the subscription listens to the event type.
func (s Subscription) Wants(eventType string) bool {
	if s.Disabled {
		return false
	}
	for _, e := range s.Events {
		if e == eventType || e == "*" {
			return true
		}
	}
	return false
}
