package rotate

import (
	"os"
	"path/filepath"
	"testing"
)

func write(t *testing.T, path, body string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestRotateShiftsAndPrunes(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "app.log")
	write(t, log, "current")
	write(t, log+".1", "one")
	write(t, log+".2", "two")

	if err := Rotate(log, 2); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(log + ".1")
	if string(got) != "current" {
		t.Fatalf("app.log.1 = %q, want current", got)
	}
	got, _ = os.ReadFile(log + ".2")
	if string(got) != "one" {
		t.Fatalf("app.log.2 = %q, want one", got)
	}
	if _, err := os.Stat(log + ".3"); !os.IsNotExist(err) {
		t.Fatalf("app.log.3 should have been pruned")
	}
}
