package prune

import (
	"os"
	"path/filepath"
	"testing"
)

func TestParseName(t *testing.T) {
	got, ok := parseName("db-20250301-0300.sql.gz")
	if !ok {
		t.Fatal("expected a match")
	}
	if got.Format("2006-01-02 15:04") != "2025-03-01 03:00" {
		t.Errorf("got %v", got)
	}
	for _, bad := range []string{"db-2025.sql.gz", "notes.txt", "db-20250301-0300.sql"} {
		if _, ok := parseName(bad); ok {
			t.Errorf("%q should not match", bad)
		}
	}
}

func TestListNewestFirst(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"db-20250301-0300.sql.gz", "db-20250303-0300.sql.gz", "db-20250302-0300.sql.gz", "readme.txt"} {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || filepath.Base(got[0].Path) != "db-20250303-0300.sql.gz" {
		t.Fatalf("unexpected order: %+v", got)
	}
}
