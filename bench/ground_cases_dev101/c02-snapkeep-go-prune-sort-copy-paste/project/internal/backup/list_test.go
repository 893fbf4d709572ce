package backup

import (
	"os"
	"path/filepath"
	"testing"
)

func touch(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestListBackupsSkipsOtherFiles(t *testing.T) {
	dir := t.TempDir()
	touch(t, dir, "orders-20250302-0200.sql.gz", "orders-20250301-0200.sql.gz", "notes.txt", "orders-latest.sql.gz")

	got, err := ListBackups(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("want 2 dumps, got %d", len(got))
	}
	if got[0].Name != "orders-20250301-0200.sql.gz" {
		t.Errorf("want oldest first, got %s", got[0].Name)
	}
}

func TestHumanSize(t *testing.T) {
	cases := map[int64]string{512: "512B", 2048: "2.0K", 5 << 20: "5.0M"}
	for n, want := range cases {
		if got := HumanSize(n); got != want {
			t.Errorf("HumanSize(%d) = %q, want %q", n, got, want)
		}
	}
}
