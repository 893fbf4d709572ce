package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPutAndOpen(t *testing.T) {
	d := &Disk{Root: t.TempDir(), MaxSize: 1 << 10}
	sum, err := d.Put("app.tar.gz", strings.NewReader("hello"))
	if err != nil {
		t.Fatal(err)
	}
	if sum != "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824" {
		t.Fatalf("sum = %s", sum)
	}
	f, err := d.Open("app.tar.gz")
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
}

func TestPutTooLarge(t *testing.T) {
	d := &Disk{Root: t.TempDir(), MaxSize: 4}
	if _, err := d.Put("big", strings.NewReader("too large")); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("err = %v", err)
	}
	if _, err := os.Stat(filepath.Join(d.Root, "big")); !os.IsNotExist(err) {
		t.Fatalf("partial file left behind: %v", err)
	}
}
