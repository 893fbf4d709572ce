package prune

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func touch(t *testing.T, dir, name string, age time.Duration) {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	ts := time.Now().Add(-age)
	if err := os.Chtimes(p, ts, ts); err != nil {
		t.Fatal(err)
	}
}

func TestRunKeepsNewest(t *testing.T) {
	dir := t.TempDir()
	touch(t, dir, "db-2025-03-01.tar.gz", 72*time.Hour)
	touch(t, dir, "db-2025-03-02.tar.gz", 48*time.Hour)
	touch(t, dir, "db-2025-03-03.tar.gz", 24*time.Hour)
	touch(t, dir, "notes.txt", time.Hour)
	var out bytes.Buffer
	removed, err := Run(Options{Dir: dir, Prefix: "db-", Keep: 2, Out: &out})
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 1 || removed[0] != "db-2025-03-01.tar.gz" {
		t.Fatalf("removed = %v", removed)
	}
}

func TestRunDryRun(t *testing.T) {
	dir := t.TempDir()
	touch(t, dir, "db-2025-03-01.tar.gz", 48*time.Hour)
	touch(t, dir, "db-2025-03-02.tar.gz", 24*time.Hour)
	var out bytes.Buffer
	removed, err := Run(Options{Dir: dir, Prefix: "db-", Keep: 1, DryRun: true, Out: &out})
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 1 || !strings.Contains(out.String(), "would remove db-2025-03-01.tar.gz") {
		t.Fatalf("removed = %v, out = %q", removed, out.String())
	}
}
