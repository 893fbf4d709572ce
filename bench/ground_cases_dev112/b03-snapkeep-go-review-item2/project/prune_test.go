package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func touch(t *testing.T, dir, name string, age time.Duration) {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	when := time.Now().Add(-age)
	if err := os.Chtimes(p, when, when); err != nil {
		t.Fatal(err)
	}
}

func TestPruneIgnoresOtherFiles(t *testing.T) {
	dir := t.TempDir()
	touch(t, dir, "notes.txt", 100*time.Hour)
	touch(t, dir, "a.tar.gz", time.Hour)
	removed, err := Prune(Config{Dir: dir, Keep: 0})
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 0 {
		t.Fatalf("removed %v", removed)
	}
}

func TestParseAgeDays(t *testing.T) {
	d, err := parseAge("7d")
	if err != nil || d != 7*24*time.Hour {
		t.Fatalf("got %v %v", d, err)
	}
}

func TestParseAgeEmpty(t *testing.T) {
	d, err := parseAge("")
	if err != nil || d != 0 {
		t.Fatalf("got %v %v", d, err)
	}
}
