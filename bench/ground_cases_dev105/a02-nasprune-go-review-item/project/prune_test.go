package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func touch(t *testing.T, dir, name string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestListBackupsSkipsOtherFiles(t *testing.T) {
	dir := t.TempDir()
	touch(t, dir, "db-20251101T0200.tar.gz")
	touch(t, dir, "db-20251102T0200.tar.gz")
	touch(t, dir, "notes.txt")
	touch(t, dir, "db-latest.tar.gz")
	got, err := listBackups(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("want 2 backups, got %d", len(got))
	}
}

func TestSelectNeverDeletesNewest(t *testing.T) {
	base := time.Date(2025, 11, 1, 2, 0, 0, 0, time.UTC)
	var bs []Backup
	for i := 0; i < 5; i++ {
		bs = append(bs, Backup{Path: base.AddDate(0, 0, i).Format(stampLayout), Taken: base.AddDate(0, 0, i)})
	}
	for _, b := range selectForDeletion(bs, 3) {
		if b.Taken.Equal(base.AddDate(0, 0, 4)) {
			t.Fatal("newest backup selected for deletion")
		}
	}
}
