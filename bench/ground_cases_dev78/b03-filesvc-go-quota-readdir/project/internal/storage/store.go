package storage

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
)

// Store keeps uploaded blobs under root, sharded by the first bytes of their hash:
// root/ab/cd/abcdef....
type Store struct {
	root string
}

func New(root string) *Store {
	return &Store{root: root}
}

func (s *Store) Path(id string) string {
	return filepath.Join(s.root, id[:2], id[2:4], id)
}

func (s *Store) Put(r io.Reader) (string, error) {
	tmp, err := os.CreateTemp(s.root, "upload-*")
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp.Name())
	h := sha256.New()
	if _, err := io.Copy(io.MultiWriter(tmp, h), r); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	id := hex.EncodeToString(h.Sum(nil))
	dst := s.Path(id)
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return "", err
	}
	return id, os.Rename(tmp.Name(), dst)
}

func (s *Store) Open(id string) (*os.File, error) {
	return os.Open(s.Path(id))
}
