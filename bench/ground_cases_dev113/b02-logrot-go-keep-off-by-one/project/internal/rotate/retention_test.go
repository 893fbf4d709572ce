package rotate

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func touch(t *testing.T, dir, name string, age time.Duration) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	mt := time.Now().Add(-age)
	if err := os.Chtimes(p, mt, mt); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPruneRemovesOldest(t *testing.T) {
	dir := t.TempDir()
	oldest := touch(t, dir, "app.log.20250101-000000.gz", 72*time.Hour)
	touch(t, dir, "app.log.20250102-000000.gz", 48*time.Hour)
	touch(t, dir, "app.log.20250103-000000.gz", 24*time.Hour)
	removed, err := Prune(dir, Options{Prefix: "app.log.", Keep: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) == 0 || removed[len(removed)-1] != oldest {
		t.Fatalf("oldest not removed: %v", removed)
	}
}

func TestPruneNothingWhenFewFiles(t *testing.T) {
	dir := t.TempDir()
	touch(t, dir, "app.log.20250101-000000.gz", time.Hour)
	removed, err := Prune(dir, Options{Prefix: "app.log.", Keep: 5})
	if err != nil || len(removed) != 0 {
		t.Fatalf("removed=%v err=%v", removed, err)
	}
}
