package main

import (
	"fmt"
	"strings"
	"time"
)

type Level int

const (
	Debug Level = iota
	Info
	Warn
	Error
)

var levelNames = [...]string{"DEBUG", "INFO", "WARN", "ERROR"}

func (l Level) String() string {
	if l < Debug || l > Error {
		return "LEVEL(" + fmt.Sprint(int(l)) + ")"
	}
	return levelNames[l]
}

// ParseLevel accepts the level names used by our services, case-insensitively.
func ParseLevel(s string) (Level, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "debug", "trace":
		return Debug, nil
	case "info":
		return Info, nil
	case "warn":
		return Warn, nil
	case "error", "err", "fatal":
		return Error, nil
	}
	return 0, fmt.Errorf("unknown level %q", s)
}

type Entry struct {
	Time    time.Time
	Level   Level
	Message string
}

// ParseLine reads "<RFC3339 time> <LEVEL> <message>".
func ParseLine(line string) (Entry, error) {
	parts := strings.SplitN(strings.TrimSpace(line), " ", 3)
	if len(parts) < 3 {
		return Entry{}, fmt.Errorf("short line: %q", line)
	}
	ts, err := time.Parse(time.RFC3339, parts[0])
	if err != nil {
		return Entry{}, fmt.Errorf("bad time: %w", err)
	}
	lvl, err := ParseLevel(parts[1])
	if err != nil {
		return Entry{}, err
	}
	return Entry{Time: ts, Level: lvl, Message: parts[2]}, nil
}
