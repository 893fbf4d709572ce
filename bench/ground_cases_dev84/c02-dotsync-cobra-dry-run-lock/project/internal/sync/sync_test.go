package sync

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func write(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestPlanSkipsIdentical(t *testing.T) {
	home, repo := t.TempDir(), t.TempDir()
	write(t, filepath.Join(home, ".zshrc"), "export EDITOR=nvim\n")
	write(t, filepath.Join(repo, ".zshrc"), "export EDITOR=nvim\n")
	actions, err := Plan(home, repo, []string{".zshrc"}, &Lock{Hashes: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(actions) != 1 || actions[0].Kind != "skip" {
		t.Fatalf("want one skip, got %+v", actions)
	}
}

func TestCopyFileKeepsMode(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "gsw")
	write(t, src, "#!/bin/sh\ngit switch \"$@\"\n")
	if err := os.Chmod(src, 0o755); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(dir, "out", "gsw")
	write(t, dst, "old\n")
	if err := copyFile(src, dst); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(dst)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o755 {
		t.Fatalf("mode = %v, want 0755", info.Mode().Perm())
	}
}

func TestApplyCopiesNewFile(t *testing.T) {
	home, repo := t.TempDir(), t.TempDir()
	write(t, filepath.Join(home, ".gitconfig"), "[user]\n\tname = zl\n")
	lock := &Lock{Hashes: map[string]string{}}
	actions, err := Plan(home, repo, []string{".gitconfig"}, lock)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Apply(actions, filepath.Join(repo, ".dotsync.lock"), lock, Options{Out: &out}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(repo, ".gitconfig")); err != nil {
		t.Fatalf("not copied: %v", err)
	}
}
