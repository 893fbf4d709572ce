package storage

import (
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Cleanup removes blobs whose modification time is older than ttl and returns how many
// it removed.
func (s *Store) Cleanup(ttl time.Duration) (int, error) {
	cutoff := time.Now().Add(-ttl)
	removed := 0
	err := filepath.WalkDir(s.root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.ModTime().Before(cutoff) {
			if err := os.Remove(path); err != nil {
				return err
			}
			removed++
		}
		return nil
	})
	return removed, err
}
