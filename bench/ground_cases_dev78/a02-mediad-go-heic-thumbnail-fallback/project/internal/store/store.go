package store

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
)

// Store saves blobs under a key.
type Store interface {
	Put(ctx context.Context, key string, data []byte) error
}

type Disk struct{ root string }

func NewDisk(root string) (*Disk, error) {
	if err := os.MkdirAll(root, 0o755); err != nil {
		return nil, fmt.Errorf("mkdir %s: %w", root, err)
	}
	return &Disk{root: root}, nil
}

func (d *Disk) Put(_ context.Context, key string, data []byte) error {
	path := filepath.Join(d.root, filepath.FromSlash(key))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
