package storage

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestCleanupRemovesOldShardedFiles(t *testing.T) {
	root := t.TempDir()
	s := New(root)
	oldID, err := s.Put(strings.NewReader("old"))
	if err != nil {
		t.Fatal(err)
	}
	newID, err := s.Put(strings.NewReader("new"))
	if err != nil {
		t.Fatal(err)
	}
	past := time.Now().Add(-48 * time.Hour)
	if err := os.Chtimes(s.Path(oldID), past, past); err != nil {
		t.Fatal(err)
	}

	n, err := s.Cleanup(24 * time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatalf("removed %d files, want 1", n)
	}
	if _, err := os.Stat(s.Path(oldID)); !os.IsNotExist(err) {
		t.Errorf("old file still there: %v", err)
	}
	if _, err := os.Stat(filepath.Join(s.Path(newID))); err != nil {
		t.Errorf("new file removed: %v", err)
	}
}
