package storage

import (
	"crypto/rand"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
)

type Store interface {
	Save(name string, original, thumb []byte) (string, error)
	Open(id string, thumb bool) (io.ReadCloser, error)
}

type Local struct{ dir string }

func NewLocal(dir string) *Local { return &Local{dir: dir} }

func (l *Local) Save(name string, original, thumb []byte) (string, error) {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	id := hex.EncodeToString(b)
	if err := os.MkdirAll(filepath.Join(l.dir, id), 0o755); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(l.dir, id, "orig"), original, 0o644); err != nil {
		return "", err
	}
	return id, os.WriteFile(filepath.Join(l.dir, id, "thumb.jpg"), thumb, 0o644)
}

func (l *Local) Open(id string, thumb bool) (io.ReadCloser, error) {
	name := "orig"
	if thumb {
		name = "thumb.jpg"
	}
	return os.Open(filepath.Join(l.dir, filepath.Base(id), name))
}
