package sse

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Event is one notification pushed to a user's browser.
type Event struct {
	ID     uint64
	UserID string
	Kind   string // "mention", "comment", "system"
	Data   string // JSON payload, already encoded
	At     time.Time
}

// Format writes e in the text/event-stream wire format.
func (e Event) Format() string {
	var b strings.Builder
	fmt.Fprintf(&b, "id: %d\n", e.ID)
	if e.Kind != "" {
		fmt.Fprintf(&b, "event: %s\n", e.Kind)
	}
	for _, line := range strings.Split(e.Data, "\n") {
		fmt.Fprintf(&b, "data: %s\n", line)
	}
	b.WriteString("\n")
	return b.String()
}

// ParseLastEventID reads the Last-Event-ID header; 0 means the client has seen nothing.
func ParseLastEventID(v string) uint64 {
	if v == "" {
		return 0
	}
	id, err := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
	if err != nil {
		return 0
	}
	return id
}
