package store

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ivokrastev/backupctl/internal/retention"
)

func TestDeleteRemovesFile(t *testing.T) {
	dir := t.TempDir()
	name := "pg-20240501T0200.dump"
	if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	l := &Local{Dir: dir, Pattern: "*.dump"}
	if err := l.Delete(retention.Backup{Name: name}); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, name)); !os.IsNotExist(err) {
		t.Fatalf("file still there: %v", err)
	}
}

func TestDeleteReportsMissingFile(t *testing.T) {
	l := &Local{Dir: t.TempDir(), Pattern: "*.dump"}
	if err := l.Delete(retention.Backup{Name: "pg-20240501T0200.dump"}); err == nil {
		t.Fatal("want an error for a file that does not exist")
	}
}
