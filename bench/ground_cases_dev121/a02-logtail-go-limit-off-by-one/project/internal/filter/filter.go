package filter

import (
	"fmt"
	"strings"
	"time"
)

// Entry is one parsed log line.
type Entry struct {
	Time    time.Time
	Level   string
	Message string
}

var levels = map[string]int{"debug": 0, "info": 1, "warn": 2, "error": 3}

// Filter decides which entries are shown.
type Filter struct {
	minLevel int
	since    time.Time
	text     string
}

func New(level, since, text string) (*Filter, error) {
	f := &Filter{text: text}
	if level != "" {
		n, ok := levels[strings.ToLower(level)]
		if !ok {
			return nil, fmt.Errorf("unknown level %q", level)
		}
		f.minLevel = n
	}
	if since != "" {
		t, err := time.Parse(time.RFC3339, since)
		if err != nil {
			return nil, fmt.Errorf("bad --since: %w", err)
		}
		f.since = t
	}
	return f, nil
}

// Parse reads a line like "2024-05-01T10:00:00Z INFO message text".
func Parse(line string) (Entry, bool) {
	parts := strings.SplitN(line, " ", 3)
	if len(parts) < 3 {
		return Entry{}, false
	}
	t, err := time.Parse(time.RFC3339, parts[0])
	if err != nil {
		return Entry{}, false
	}
	return Entry{Time: t, Level: strings.ToLower(parts[1]), Message: parts[2]}, true
}

func (f *Filter) Match(e Entry) bool {
	if levels[e.Level] < f.minLevel {
		return false
	}
	if !f.since.IsZero() && e.Time.Before(f.since) {
		return false
	}
	return f.text == "" || strings.Contains(e.Message, f.text)
}
