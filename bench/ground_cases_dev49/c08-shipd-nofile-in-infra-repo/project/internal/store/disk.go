package store

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

var ErrTooLarge = errors.New("artifact exceeds size limit")

// Disk stores artifacts as plain files under Root.
type Disk struct {
	Root    string
	MaxSize int64
}

// Put streams r into Root/<name> through a temp file, enforcing MaxSize; returns the sha256.
func (d *Disk) Put(name string, r io.Reader) (string, error) {
	if err := os.MkdirAll(d.Root, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp(d.Root, ".upload-*")
	if err != nil {
		return "", err
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(tmp, h), io.LimitReader(r, d.MaxSize+1))
	if err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return "", err
	}
	if n > d.MaxSize {
		tmp.Close()
		os.Remove(tmp.Name())
		return "", ErrTooLarge
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	dst := filepath.Join(d.Root, filepath.Base(name))
	if err := os.Rename(tmp.Name(), dst); err != nil {
		os.Remove(tmp.Name())
		return "", fmt.Errorf("store %s: %w", name, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Open returns the stored artifact; the caller closes it.
func (d *Disk) Open(name string) (*os.File, error) {
	return os.Open(filepath.Join(d.Root, filepath.Base(name)))
}
