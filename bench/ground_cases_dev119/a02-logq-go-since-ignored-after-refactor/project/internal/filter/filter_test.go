package filter

import (
	"testing"
	"time"

	"example.com/logq/internal/parse"
)

func entry(ts, level, msg string) parse.Entry {
	t, _ := time.Parse(time.RFC3339, ts)
	return parse.Entry{Time: t, Level: level, Message: msg}
}

func TestSince(t *testing.T) {
	f := Filter{Since: time.Date(2025, 11, 3, 12, 0, 0, 0, time.UTC)}
	if f.Match(entry("2025-11-03T11:59:59Z", "INFO", "old")) {
		t.Error("entry before --since matched")
	}
	if !f.Match(entry("2025-11-03T12:00:00Z", "INFO", "new")) {
		t.Error("entry at --since did not match")
	}
}

func TestMinLevel(t *testing.T) {
	f := Filter{MinLevel: "warn"}
	if f.Match(entry("2025-11-03T12:00:00Z", "INFO", "hello")) {
		t.Error("INFO matched --level warn")
	}
	for _, lvl := range []string{"WARN", "ERROR", "FATAL"} {
		if !f.Match(entry("2025-11-03T12:00:00Z", lvl, "x")) {
			t.Errorf("%s did not match --level warn", lvl)
		}
	}
}

func TestContains(t *testing.T) {
	f := Filter{Contains: "timeout"}
	if !f.Match(entry("2025-11-03T12:00:00Z", "WARN", "upstream timeout after 30s")) {
		t.Error("expected match")
	}
	if f.Match(entry("2025-11-03T12:00:00Z", "WARN", "upstream ok")) {
		t.Error("unexpected match")
	}
}
