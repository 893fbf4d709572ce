package filter

import (
	"strings"
	"time"
)

// Entry is one structured log line.
type Entry struct {
	Time    time.Time `json:"ts"`
	Level   string    `json:"level"`
	Service string    `json:"service"`
	Msg     string    `json:"msg"`
	TraceID string    `json:"trace_id,omitempty"`
}

var rank = map[string]int{
	"debug": 0,
	"info":  1,
	"warn":  2,
	"error": 3,
}

// Filter keeps entries at or above MinLevel from Service (empty fields match all).
type Filter struct {
	MinLevel string
	Service  string
	Since    time.Time
}

func (f Filter) Match(e Entry) bool {
	if f.Service != "" && e.Service != f.Service {
		return false
	}
	if !f.Since.IsZero() && e.Time.Before(f.Since) {
		return false
	}
	if f.MinLevel != "" {
		want, ok := rank[strings.ToLower(f.MinLevel)]
		if !ok {
			return true
		}
		if rank[strings.ToLower(e.Level)] < want {
			return false
		}
	}
	return true
}
