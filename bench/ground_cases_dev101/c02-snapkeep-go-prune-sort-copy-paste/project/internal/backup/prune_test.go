package backup

import (
	"os"
	"path/filepath"
	"sort"
	"testing"
)

var fiveDays = []string{
	"orders-20250301-0200.sql.gz",
	"orders-20250303-0200.sql.gz",
	"orders-20250302-0200.sql.gz",
	"orders-20250305-0200.sql.gz",
	"orders-20250304-0200.sql.gz",
}

func remaining(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names
}

func TestPruneKeepsNewest(t *testing.T) {
	dir := t.TempDir()
	touch(t, dir, fiveDays...)
	backups, _ := ListBackups(dir)

	removed, err := Prune(backups, 2, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 3 {
		t.Fatalf("want 3 removed, got %d", len(removed))
	}
	got := remaining(t, dir)
	want := []string{"orders-20250304-0200.sql.gz", "orders-20250305-0200.sql.gz"}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("kept %v, want %v", got, want)
	}
}

func TestPruneNothingToDo(t *testing.T) {
	dir := t.TempDir()
	touch(t, dir, fiveDays[:2]...)
	backups, _ := ListBackups(dir)
	removed, err := Prune(backups, 3, false)
	if err != nil || removed != nil {
		t.Fatalf("want no-op, got %v, %v", removed, err)
	}
	if _, err := os.Stat(filepath.Join(dir, fiveDays[0])); err != nil {
		t.Error("file was removed")
	}
}

func TestPruneDryRunKeepsFiles(t *testing.T) {
	dir := t.TempDir()
	touch(t, dir, fiveDays...)
	backups, _ := ListBackups(dir)
	removed, err := Prune(backups, 2, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 3 || len(remaining(t, dir)) != 5 {
		t.Errorf("dry run removed files: %d reported, %d left", len(removed), len(remaining(t, dir)))
	}
}

func TestPruneRejectsZero(t *testing.T) {
	if _, err := Prune(nil, 0, false); err == nil {
		t.Error("want error for keep=0")
	}
}
