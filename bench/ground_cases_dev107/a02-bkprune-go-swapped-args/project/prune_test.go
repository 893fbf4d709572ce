package main

import (
	"testing"
	"time"
)

var now = time.Date(2025, 3, 20, 3, 0, 0, 0, time.UTC)

func daysAgo(name string, d int) Backup {
	return Backup{Path: name, ModTime: now.Add(-time.Duration(d) * 24 * time.Hour)}
}

func names(bs []Backup) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Path)
	}
	return out
}

func TestToPruneRemovesOldBackups(t *testing.T) {
	backups := []Backup{daysAgo("a", 1), daysAgo("b", 5), daysAgo("c", 10), daysAgo("d", 12)}
	got := names(toPrune(backups, now, 7, 0))
	if len(got) != 2 || got[0] != "c" || got[1] != "d" {
		t.Fatalf("want [c d], got %v", got)
	}
}

func TestToPruneNothingOld(t *testing.T) {
	backups := []Backup{daysAgo("a", 1), daysAgo("b", 2)}
	if got := toPrune(backups, now, 7, 0); len(got) != 0 {
		t.Fatalf("want nothing, got %v", names(got))
	}
}

func TestToPruneKeepsNewestEvenIfOld(t *testing.T) {
	backups := []Backup{daysAgo("a", 20), daysAgo("b", 21), daysAgo("c", 22), daysAgo("d", 30)}
	got := names(toPrune(backups, now, 7, 3))
	if len(got) != 1 || got[0] != "d" {
		t.Fatalf("want [d], got %v", got)
	}
}
