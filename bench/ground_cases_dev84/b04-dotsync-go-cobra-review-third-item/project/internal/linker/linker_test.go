package linker

import (
	"os"
	"path/filepath"
	"testing"
)

func setup(t *testing.T) (src, home string) {
	t.Helper()
	dir := t.TempDir()
	src = filepath.Join(dir, "repo", "zshrc")
	if err := os.MkdirAll(filepath.Dir(src), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(src, []byte("# zshrc"), 0o644); err != nil {
		t.Fatal(err)
	}
	return src, filepath.Join(dir, "home")
}

func TestLinkCreates(t *testing.T) {
	src, home := setup(t)
	dst := filepath.Join(home, ".zshrc")
	res, err := Link(src, dst, Options{Backup: true})
	if err != nil || res != Created {
		t.Fatalf("got %v, %v", res, err)
	}
	if Inspect(src, dst) != Linked {
		t.Fatalf("not linked")
	}
}

func TestDryRunCreatesNothing(t *testing.T) {
	src, home := setup(t)
	dst := filepath.Join(home, ".config", "zsh", "zshrc")
	if _, err := Link(src, dst, Options{DryRun: true, Backup: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(home, ".config")); !os.IsNotExist(err) {
		t.Fatalf("dry-run created %s", filepath.Join(home, ".config"))
	}
}

func TestOtherTargetNeedsForce(t *testing.T) {
	src, home := setup(t)
	dst := filepath.Join(home, ".zshrc")
	_ = os.MkdirAll(home, 0o755)
	_ = os.Symlink("/somewhere/else", dst)
	if _, err := Link(src, dst, Options{Backup: true}); err != ErrOtherTarget {
		t.Fatalf("want ErrOtherTarget, got %v", err)
	}
	res, err := Link(src, dst, Options{Backup: true, Force: true})
	if err != nil || res != Created || Inspect(src, dst) != Linked {
		t.Fatalf("force relink: %v, %v", res, err)
	}
}

func TestLinkBacksUpExistingFile(t *testing.T) {
	src, home := setup(t)
	dst := filepath.Join(home, ".zshrc")
	_ = os.MkdirAll(home, 0o755)
	_ = os.WriteFile(dst, []byte("old"), 0o644)
	res, err := Link(src, dst, Options{Backup: true})
	if err != nil || res != BackedUp {
		t.Fatalf("got %v, %v", res, err)
	}
}
