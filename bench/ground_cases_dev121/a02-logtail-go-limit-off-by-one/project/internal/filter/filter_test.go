package filter

import (
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	e, ok := Parse("2024-05-01T10:00:00Z WARN disk almost full")
	if !ok {
		t.Fatal("expected the line to parse")
	}
	if e.Level != "warn" || e.Message != "disk almost full" {
		t.Fatalf("got %+v", e)
	}
	if _, ok := Parse("not a log line"); ok {
		t.Fatal("expected garbage to be rejected")
	}
}

func TestMatchLevel(t *testing.T) {
	f, err := New("warn", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if f.Match(Entry{Level: "info"}) {
		t.Fatal("info should be hidden at warn")
	}
	if !f.Match(Entry{Level: "error"}) {
		t.Fatal("error should be shown at warn")
	}
}

func TestMatchText(t *testing.T) {
	f, _ := New("", "", "timeout")
	if !f.Match(Entry{Level: "info", Message: "upstream timeout after 3s", Time: time.Now()}) {
		t.Fatal("expected a match on the message")
	}
}
