package main

import (
	"fmt"
	"strings"
	"time"
)

// Entry is one log line: "2025-11-03T09:12:44+01:00 WARN payment retry id=812".
type Entry struct {
	Time  time.Time
	Level Level
	Msg   string
	Raw   string
}

func ParseLine(line string) (Entry, error) {
	parts := strings.SplitN(line, " ", 3)
	if len(parts) < 3 {
		return Entry{}, fmt.Errorf("short line: %q", line)
	}
	ts, err := time.Parse(time.RFC3339, parts[0])
	if err != nil {
		return Entry{}, fmt.Errorf("bad time %q: %w", parts[0], err)
	}
	lvl, ok := levelNames[strings.ToLower(parts[1])]
	if !ok {
		return Entry{}, fmt.Errorf("bad level %q", parts[1])
	}
	return Entry{Time: ts, Level: lvl, Msg: parts[2], Raw: line}, nil
}

// Age is how long ago the entry was written, relative to now.
func (e Entry) Age(now time.Time) time.Duration {
	return now.Sub(e.Time)
}
