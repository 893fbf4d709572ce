package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Entry is one line of an app log: "2025-11-10T08:00:01Z INFO message text".
type Entry struct {
	Time    time.Time
	Level   string
	Message string
	Raw     string
}

func parseLine(line string) (Entry, bool) {
	parts := strings.SplitN(line, " ", 3)
	if len(parts) < 3 {
		return Entry{}, false
	}
	t, err := time.Parse(time.RFC3339, parts[0])
	if err != nil {
		return Entry{}, false
	}
	return Entry{Time: t, Level: parts[1], Message: parts[2], Raw: line}, true
}

// parseSince accepts RFC3339 ("2025-11-10T08:00:00Z"), a relative duration ("90m", "2h",
// "1h30m") or a number of days ("3d"), all relative to now.
func parseSince(s string, now time.Time) (time.Time, error) {
	s = strings.TrimSpace(s)
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	if days, ok := strings.CutSuffix(s, "d"); ok {
		n, err := strconv.Atoi(days)
		if err != nil || n < 0 {
			return time.Time{}, fmt.Errorf("bad -since %q: days must be a whole number", s)
		}
		return now.AddDate(0, 0, -n), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return time.Time{}, fmt.Errorf("bad -since %q: want RFC3339, a duration like 2h or days like 3d", s)
	}
	return now.Add(d), nil
}
