package rotate

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// Rotate renames path to path.1, shifts older backups up by one and
// prunes the backups beyond keep. A fresh empty file is left at path.
func Rotate(path string, keep int) error {
	backups, err := Backups(path)
	if err != nil {
		return err
	}
	for i := len(backups) - 1; i >= 0; i-- {
		next := fmt.Sprintf("%s.%d", path, i+2)
		if err := os.Rename(backups[i], next); err != nil {
			return fmt.Errorf("shift %s -> %s: %w", backups[i], next, err)
		}
	}
	if err := os.Rename(path, path+".1"); err != nil {
		return fmt.Errorf("rotate %s: %w", path, err)
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o666)
	if err != nil {
		return err
	}
	f.Close()
	return Prune(path, keep)
}

// Backups lists path.1, path.2, ... newest first.
func Backups(path string) ([]string, error) {
	matches, err := filepath.Glob(path + ".*")
	if err != nil {
		return nil, err
	}
	sort.Strings(matches)
	return matches, nil
}

// Prune deletes every backup beyond the newest keep.
func Prune(path string, keep int) error {
	backups, err := Backups(path)
	if err != nil {
		return err
	}
	if len(backups) <= keep {
		return nil
	}
	for _, old := range backups[keep:] {
		if err := os.Remove(old); err != nil {
			return err
		}
	}
	return nil
}
