package filter

import (
	"testing"
	"time"

	"github.com/kestrel-labs/logq/internal/parse"
)

func entry(level, msg string) parse.Entry {
	return parse.Entry{Level: level, Msg: msg, Fields: map[string]any{"svc": "api"}}
}

func TestMinLevel(t *testing.T) {
	f := Filter{MinLevel: "warn"}
	if f.Match(entry("info", "x")) {
		t.Fatal("info should not pass warn")
	}
	if !f.Match(entry("ERROR", "x")) {
		t.Fatal("error should pass warn")
	}
}

func TestContains(t *testing.T) {
	f := Filter{Contains: "timeout"}
	if !f.Match(entry("info", "upstream timeout after 30s")) {
		t.Fatal("want match")
	}
	if f.Match(entry("info", "ok")) {
		t.Fatal("want no match")
	}
}

func TestFields(t *testing.T) {
	f := Filter{Fields: map[string]string{"svc": "api"}}
	if !f.Match(entry("info", "x")) {
		t.Fatal("want match")
	}
	f.Fields["svc"] = "worker"
	if f.Match(entry("info", "x")) {
		t.Fatal("want no match")
	}
}

func TestSince(t *testing.T) {
	now := time.Date(2025, 4, 14, 12, 0, 0, 0, time.UTC)
	f := Filter{Since: now.Add(-time.Hour)}
	old := entry("info", "x")
	old.Time = now.Add(-2 * time.Hour)
	recent := entry("info", "y")
	recent.Time = now.Add(-10 * time.Minute)
	if f.Match(old) || !f.Match(recent) {
		t.Fatal("since filter wrong")
	}
}
