package main

import (
	"testing"
	"time"
)

func TestSelectForDeletionKeepsNewest(t *testing.T) {
	now := time.Date(2025, 11, 1, 12, 0, 0, 0, time.UTC)
	var backups []backup
	for i := 0; i < 5; i++ {
		backups = append(backups, backup{path: string(rune('a' + i)), modTime: now.Add(-time.Duration(i) * 24 * time.Hour)})
	}
	got := selectForDeletion(backups, 3, 0, now)
	if len(got) != 2 || got[0].path != "d" || got[1].path != "e" {
		t.Fatalf("got %v", got)
	}
}

func TestParseAge(t *testing.T) {
	cases := map[string]time.Duration{
		"":    0,
		"30d": 30 * 24 * time.Hour,
		"2w":  14 * 24 * time.Hour,
		"12h": 12 * time.Hour,
		"90m": 90 * time.Minute,
	}
	for in, want := range cases {
		got, err := parseAge(in)
		if err != nil || got != want {
			t.Errorf("parseAge(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := parseAge("soon"); err == nil {
		t.Error("parseAge(soon) should fail")
	}
}
