package main

import (
	"strings"
	"testing"
	"time"
)

const sample = `{"ts":"2025-11-04T09:00:00+09:00","level":"info","msg":"boot","service":"api"}
{"ts":"2025-11-04T09:30:00+09:00","level":"warn","msg":"slow query 1.2s","service":"api"}
not json
{"ts":"2025-11-04T10:00:00+09:00","level":"error","msg":"payment timeout","service":"billing"}
`

func TestReadEntriesSkipsBadLines(t *testing.T) {
	got, bad, err := ReadEntries(strings.NewReader(sample))
	if err != nil || len(got) != 3 || bad != 1 {
		t.Fatalf("got %d entries, %d bad, err %v", len(got), bad, err)
	}
}

func TestSinceRFC3339(t *testing.T) {
	entries, _, _ := ReadEntries(strings.NewReader(sample))
	since, err := parseSince("2025-11-04T09:15:00+09:00", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if got := Apply(entries, Filter{Since: since}); len(got) != 2 {
		t.Fatalf("want 2 entries after 09:15, got %d", len(got))
	}
}

func TestMinLevel(t *testing.T) {
	entries, _, _ := ReadEntries(strings.NewReader(sample))
	got := Apply(entries, Filter{MinLevel: "warn"})
	if len(got) != 2 || got[0].Level != "warn" || got[1].Level != "error" {
		t.Fatalf("want warn+error, got %+v", got)
	}
	if got := Apply(entries, Filter{MinLevel: "error"}); len(got) != 1 {
		t.Fatalf("want 1 error, got %d", len(got))
	}
}

func TestServiceFilter(t *testing.T) {
	entries, _, _ := ReadEntries(strings.NewReader(sample))
	if got := Apply(entries, Filter{Service: "billing"}); len(got) != 1 || got[0].Msg != "payment timeout" {
		t.Fatalf("unexpected %+v", got)
	}
}
