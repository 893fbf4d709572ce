package profiles

import (
	"os"
	"path/filepath"
	"testing"
)

func write(t *testing.T, dir, name, body string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLoadParsesQuotesAndComments(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "dev.env", "# comment\nA=1\nB=\"two words\"\n\nC='x=y'\n")
	vars, err := NewStore(dir).Load("dev")
	if err != nil {
		t.Fatal(err)
	}
	if vars["A"] != "1" || vars["B"] != "two words" || vars["C"] != "x=y" {
		t.Fatalf("got %v", vars)
	}
}

func TestCurrentWithNoProfiles(t *testing.T) {
	if got := NewStore(t.TempDir()).Current(); got != "" {
		t.Fatalf("Current() = %q, want empty", got)
	}
}

func TestCurrentDefaultsToFirst(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "prod.env", "")
	write(t, dir, "dev.env", "")
	if got := NewStore(dir).Current(); got != "dev" {
		t.Fatalf("Current() = %q", got)
	}
}
