package rotate

import (
	"os"
	"path/filepath"
	"testing"
)

func TestPruneNothingToDo(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.log", "b.log"} {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	removed, err := Prune(dir, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 0 {
		t.Fatalf("removed %v, want nothing", removed)
	}
}

func TestPruneIgnoresOtherFiles(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("x"), 0o644)
	removed, err := Prune(dir, 0, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 0 {
		t.Fatalf("removed %v, want nothing", removed)
	}
}
