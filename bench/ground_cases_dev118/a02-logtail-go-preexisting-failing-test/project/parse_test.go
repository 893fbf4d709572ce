package main

import (
	"testing"
	"time"
)

func TestParseLevel(t *testing.T) {
	cases := []struct {
		in   string
		want Level
	}{
		{"INFO", Info},
		{"debug", Debug},
		{" Error ", Error},
		{"WARN", Warn},
		{"WARNING", Warn},
		{"fatal", Error},
	}
	for _, c := range cases {
		got, err := ParseLevel(c.in)
		if err != nil {
			t.Errorf("ParseLevel(%q) error: %v", c.in, err)
			continue
		}
		if got != c.want {
			t.Errorf("ParseLevel(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestParseLine(t *testing.T) {
	e, err := ParseLine("2025-11-03T08:15:00Z INFO worker started pid=41")
	if err != nil {
		t.Fatal(err)
	}
	if e.Level != Info || e.Message != "worker started pid=41" {
		t.Fatalf("got %+v", e)
	}
	if !e.Time.Equal(time.Date(2025, 11, 3, 8, 15, 0, 0, time.UTC)) {
		t.Fatalf("time = %v", e.Time)
	}
}

func TestParseLineShort(t *testing.T) {
	if _, err := ParseLine("garbage"); err == nil {
		t.Fatal("want error for a short line")
	}
}
