// Package parse turns JSON log lines into entries.
package parse

import (
	"encoding/json"
	"fmt"
	"time"
)

// Entry is one structured log line.
type Entry struct {
	TS     string
	Time   time.Time
	Level  string
	Msg    string
	Fields map[string]any
}

type rawEntry struct {
	TS    string `json:"ts"`
	Level string `json:"level"`
	Msg   string `json:"msg"`
}

// ParseLine decodes one line. n is the 1-based line number, used in errors.
// Lines without a timestamp are kept: some of our services (the old cron
// workers) never wrote one.
func ParseLine(n int, line []byte) (Entry, error) {
	var raw rawEntry
	if err := json.Unmarshal(line, &raw); err != nil {
		return Entry{}, fmt.Errorf("line %d: %w", n, err)
	}
	var fields map[string]any
	if err := json.Unmarshal(line, &fields); err != nil {
		return Entry{}, fmt.Errorf("line %d: %w", n, err)
	}
	for _, k := range []string{"ts", "level", "msg"} {
		delete(fields, k)
	}
	if raw.Level == "" {
		raw.Level = "info"
	}
	ts, err := time.Parse(time.RFC3339Nano, raw.TS)
	if err != nil {
		return Entry{}, fmt.Errorf("line %d: bad ts %q: %w", n, raw.TS, err)
	}
	return Entry{TS: raw.TS, Time: ts, Level: raw.Level, Msg: raw.Msg, Fields: fields}, nil
}
