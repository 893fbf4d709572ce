package main

import (
	"testing"
	"time"
)

func TestKeepNoCutoff(t *testing.T) {
	ok, err := Filter{TimeField: "ts"}.Keep([]byte(`{"msg":"hi"}`))
	if err != nil || !ok {
		t.Fatalf("got %v, %v", ok, err)
	}
}

func TestKeepCutoff(t *testing.T) {
	cut := time.Date(2025, 11, 3, 12, 0, 0, 0, time.UTC)
	f := Filter{Cutoff: cut, TimeField: "ts"}
	old, _ := f.Keep([]byte(`{"ts":"2025-11-03T11:59:59Z"}`))
	fresh, _ := f.Keep([]byte(`{"ts":"2025-11-03T12:00:01Z"}`))
	if old || !fresh {
		t.Fatalf("old=%v fresh=%v", old, fresh)
	}
}

func TestParseSince(t *testing.T) {
	d, err := parseSince("90m")
	if err != nil || d != 90*time.Minute {
		t.Fatalf("got %v, %v", d, err)
	}
	if d, _ := parseSince("2w"); d != 14*24*time.Hour {
		t.Fatalf("2w = %v", d)
	}
	if _, err := parseSince("-5m"); err == nil {
		t.Fatal("negative window accepted")
	}
}
