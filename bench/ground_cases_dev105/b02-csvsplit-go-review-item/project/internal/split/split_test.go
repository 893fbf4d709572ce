package split

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSplitWritesHeaderInEveryFile(t *testing.T) {
	dir := t.TempDir()
	in := "id,name\n1,a\n2,b\n3,c\n"
	files, err := Split(strings.NewReader(in), Options{Size: 10, OutDir: dir, Prefix: "p", KeepHeader: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("want 1 file, got %d", len(files))
	}
	body, _ := os.ReadFile(files[0])
	if !strings.HasPrefix(string(body), "id,name\n") {
		t.Fatalf("header missing: %q", body)
	}
}

func TestSplitRejectsZeroSize(t *testing.T) {
	_, err := Split(strings.NewReader("a\n"), Options{Size: 0, OutDir: t.TempDir()})
	if err == nil {
		t.Fatal("want error for size 0")
	}
}

func TestSplitNamesFiles(t *testing.T) {
	dir := t.TempDir()
	files, err := Split(strings.NewReader("h\n1\n"), Options{Size: 5, OutDir: dir, Prefix: "chunk"})
	if err != nil {
		t.Fatal(err)
	}
	if files[0] != filepath.Join(dir, "chunk-001.csv") {
		t.Fatalf("unexpected name %s", files[0])
	}
}
