package export

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func setup(t *testing.T) *Exporter {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "2025-11.csv"), []byte("a,b\n1,2\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return New(dir)
}

func TestStreamServesCSV(t *testing.T) {
	var buf bytes.Buffer
	n, err := setup(t).Stream(&buf, "2025-11.csv")
	if err != nil || n != 8 {
		t.Fatalf("n=%d err=%v", n, err)
	}
}

func TestStreamRejectsOtherExtensions(t *testing.T) {
	var buf bytes.Buffer
	if _, err := setup(t).Stream(&buf, "passwd"); err == nil {
		t.Fatal("expected an error")
	}
}
