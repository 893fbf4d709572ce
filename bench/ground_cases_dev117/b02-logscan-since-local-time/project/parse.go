package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"
)

// Entry is one JSON log line written by our services (zap production encoder).
type Entry struct {
	Time    time.Time
	Level   string
	Msg     string
	Service string
	Raw     string
}

type rawEntry struct {
	TS      string `json:"ts"`
	Level   string `json:"level"`
	Msg     string `json:"msg"`
	Service string `json:"service"`
}

// ReadEntries parses JSON lines; lines that are not JSON are skipped and counted.
func ReadEntries(r io.Reader) ([]Entry, int, error) {
	var out []Entry
	bad := 0
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var re rawEntry
		if err := json.Unmarshal([]byte(line), &re); err != nil {
			bad++
			continue
		}
		ts, err := time.Parse(time.RFC3339Nano, re.TS)
		if err != nil {
			bad++
			continue
		}
		out = append(out, Entry{Time: ts, Level: strings.ToLower(re.Level), Msg: re.Msg, Service: re.Service, Raw: line})
	}
	return out, bad, sc.Err()
}

// parseSince accepts a duration back from now ("90m", "2h"), an RFC 3339 time,
// or "2006-01-02 15:04[:05]" / "2006-01-02".
func parseSince(s string, now time.Time) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	if d, err := time.ParseDuration(s); err == nil {
		return now.Add(-d), nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	for _, layout := range []string{"2006-01-02 15:04", "2006-01-02 15:04:05", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("--since: %q is not a duration, RFC 3339 or YYYY-MM-DD[ HH:MM[:SS]]", s)
}
