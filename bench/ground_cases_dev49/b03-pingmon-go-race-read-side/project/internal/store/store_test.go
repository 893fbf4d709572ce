package store

import (
	"testing"
	"time"
)

func TestRecordKeepsLatest(t *testing.T) {
	s := New()
	s.Record(Result{Target: "tcp://db:5432", OK: false, At: time.Now()})
	s.Record(Result{Target: "tcp://db:5432", OK: true, At: time.Now()})
	snap := s.Snapshot()
	if len(snap) != 1 || !snap[0].OK {
		t.Fatalf("want one OK result, got %+v", snap)
	}
	if s.Stats.Probes != 2 || s.Stats.Failures != 1 {
		t.Fatalf("stats: %+v", s.Stats)
	}
}

func TestDownSorted(t *testing.T) {
	s := New()
	s.Record(Result{Target: "b", OK: false})
	s.Record(Result{Target: "a", OK: false})
	s.Record(Result{Target: "c", OK: true})
	got := s.Down()
	if len(got) != 2 || got[0] != "a" || got[1] != "b" {
		t.Fatalf("down: %v", got)
	}
}
