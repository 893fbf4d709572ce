// Package parse reads one line of the JSON logs our services write.
package parse

import (
	"encoding/json"
	"errors"
	"strings"
	"time"
)

// Entry is the part of a log line we care about.
type Entry struct {
	Time    time.Time
	Level   string
	Message string
}

type rawEntry struct {
	TS    string `json:"ts"`
	Level string `json:"level"`
	Msg   string `json:"msg"`
}

const tsLayout = "2006-01-02 15:04:05.000"

var ErrNotJSON = errors.New("not a json log line")

// Line parses a single log line.
func Line(line string) (Entry, error) {
	line = strings.TrimSpace(line)
	if !strings.HasPrefix(line, "{") {
		return Entry{}, ErrNotJSON
	}
	var raw rawEntry
	if err := json.Unmarshal([]byte(line), &raw); err != nil {
		return Entry{}, err
	}
	ts, err := time.Parse(tsLayout, raw.TS)
	if err != nil {
		return Entry{}, err
	}
	return Entry{Time: ts, Level: strings.ToLower(raw.Level), Message: raw.Msg}, nil
}
