package parse

import (
	"errors"
	"strings"
	"time"
)

// Entry is one log line: "<RFC3339 time> <LEVEL> <message>".
type Entry struct {
	Time    time.Time
	Level   string
	Message string
	Raw     string
}

var ErrMalformed = errors.New("malformed log line")

// Line parses one line; anything that doesn't start with a timestamp and a level is malformed.
func Line(raw string) (Entry, error) {
	parts := strings.SplitN(strings.TrimSpace(raw), " ", 3)
	if len(parts) < 3 {
		return Entry{}, ErrMalformed
	}
	ts, err := time.Parse(time.RFC3339, parts[0])
	if err != nil {
		return Entry{}, ErrMalformed
	}
	return Entry{Time: ts, Level: strings.ToUpper(parts[1]), Message: parts[2], Raw: raw}, nil
}
