package main

import (
	"testing"
	"time"
)

func TestParseSinceRFC3339(t *testing.T) {
	got, err := parseSince("2025-11-17T09:30:00+08:00", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	want := time.Date(2025, 11, 17, 1, 30, 0, 0, time.UTC)
	if !got.Equal(want) {
		t.Fatalf("got %v want %v", got, want)
	}
}

func TestParseSinceRejectsGarbage(t *testing.T) {
	if _, err := parseSince("yesterday-ish", time.Now()); err == nil {
		t.Fatal("expected an error")
	}
}

func TestParseSinceRelative(t *testing.T) {
	now := time.Date(2025, 11, 18, 12, 0, 0, 0, time.UTC)
	cases := map[string]time.Time{
		"2h":  now.Add(-2 * time.Hour),
		"90m": now.Add(-90 * time.Minute),
		"3d":  now.Add(-72 * time.Hour),
	}
	for in, want := range cases {
		got, err := parseSince(in, now)
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		if !got.Equal(want) {
			t.Fatalf("%s: got %v want %v", in, got, want)
		}
	}
}

func TestFilterMatch(t *testing.T) {
	since := time.Date(2025, 11, 17, 8, 0, 0, 0, time.Local)
	f := Filter{Since: since, Contains: "ERROR"}
	if f.Match(since.Add(-time.Second), "ERROR boom") {
		t.Fatal("line before since matched")
	}
	if !f.Match(since, "ERROR boom") {
		t.Fatal("line at since did not match")
	}
	if f.Match(since.Add(time.Minute), "INFO ok") {
		t.Fatal("line without substring matched")
	}
}
