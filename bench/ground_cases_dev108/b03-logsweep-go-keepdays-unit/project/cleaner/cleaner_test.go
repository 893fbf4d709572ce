package cleaner

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func touch(t *testing.T, dir, name string, mod time.Time) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(p, mod, mod); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCleanRemovesOldRotatedLogs(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2025, 11, 12, 9, 0, 0, 0, time.UTC)
	old := touch(t, dir, "app.log.1", now.AddDate(0, 0, -30))
	touch(t, dir, "app.log", now.AddDate(0, 0, -30))
	res, err := Clean(Config{Root: dir, KeepDays: 7, Suffixes: []string{".log.1"}}, now)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Removed) != 1 || res.Removed[0] != old {
		t.Fatalf("removed %v", res.Removed)
	}
}

func TestDryRunKeepsFiles(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2025, 11, 12, 9, 0, 0, 0, time.UTC)
	p := touch(t, dir, "app.log.1", now.AddDate(0, 0, -30))
	if _, err := Clean(Config{Root: dir, KeepDays: 7, Suffixes: []string{".log.1"}, DryRun: true}, now); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("dry run removed the file: %v", err)
	}
}
