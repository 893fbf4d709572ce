package storage

import (
	"errors"
	"os"
)

var ErrQuotaExceeded = errors.New("storage quota exceeded")

// UsedBytes is the total size of the blobs in the store.
func (s *Store) UsedBytes() (int64, error) {
	entries, err := os.ReadDir(s.root)
	if err != nil {
		return 0, err
	}
	var total int64
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return 0, err
		}
		total += info.Size()
	}
	return total, nil
}

// CheckQuota fails when adding size bytes would go over limit.
func (s *Store) CheckQuota(size, limit int64) error {
	used, err := s.UsedBytes()
	if err != nil {
		return err
	}
	if used+size > limit {
		return ErrQuotaExceeded
	}
	return nil
}
