package main

import (
	"testing"
	"time"
)

func TestParseLine(t *testing.T) {
	e, ok := parseLine("2025-11-10T08:00:01Z WARN disk 91% full")
	if !ok || e.Level != "WARN" || e.Message != "disk 91% full" {
		t.Fatalf("got %+v %v", e, ok)
	}
	if _, ok := parseLine("garbage"); ok {
		t.Fatal("garbage parsed")
	}
}

func TestParseSinceRFC3339(t *testing.T) {
	now := time.Date(2025, 11, 10, 12, 0, 0, 0, time.UTC)
	got, err := parseSince("2025-11-10T08:00:00Z", now)
	if err != nil || !got.Equal(time.Date(2025, 11, 10, 8, 0, 0, 0, time.UTC)) {
		t.Fatalf("got %v %v", got, err)
	}
}

func TestFilterLevelAndSince(t *testing.T) {
	since := time.Date(2025, 11, 10, 9, 0, 0, 0, time.UTC)
	f := Filter{Since: since, Level: "ERROR"}
	early, _ := parseLine("2025-11-10T08:59:59Z ERROR too early")
	late, _ := parseLine("2025-11-10T09:00:01Z ERROR in range")
	info, _ := parseLine("2025-11-10T09:30:00Z INFO not an error")
	if f.Match(early) || !f.Match(late) || f.Match(info) {
		t.Fatal("filter mismatch")
	}
}
