package rotate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func fixedNow() time.Time { return time.Date(2025, 11, 4, 3, 0, 0, 0, time.UTC) }

func writeLog(t *testing.T, dir, name string, size int) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(strings.Repeat("x", size)), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestRotateSkipsSmallFiles(t *testing.T) {
	dir := t.TempDir()
	writeLog(t, dir, "small.log", 10)
	got, err := Rotate(Options{Dir: dir, Pattern: "*.log", MaxBytes: 100, Now: fixedNow})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Fatalf("rotated %v, want nothing", got)
	}
}

func TestRotateCompresses(t *testing.T) {
	dir := t.TempDir()
	writeLog(t, dir, "big.log", 200)
	got, err := Rotate(Options{Dir: dir, Pattern: "*.log", MaxBytes: 100, Compress: true, Now: fixedNow})
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(dir, "big.log.20251104-030000.gz")
	if len(got) != 1 || got[0] != want {
		t.Fatalf("got %v, want [%s]", got, want)
	}
}
