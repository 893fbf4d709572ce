package prune

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

const stampLayout = "20060102-1504"

// Backup is one dump file in the backup directory.
type Backup struct {
	Path  string
	Taken time.Time
}

// parseName reads the time from names like "db-20250301-0300.sql.gz".
func parseName(name string) (time.Time, bool) {
	if !strings.HasPrefix(name, "db-") || !strings.HasSuffix(name, ".sql.gz") {
		return time.Time{}, false
	}
	stamp := strings.TrimSuffix(strings.TrimPrefix(name, "db-"), ".sql.gz")
	t, err := time.ParseInLocation(stampLayout, stamp, time.Local)
	if err != nil {
		return time.Time{}, false
	}
	return t, true
}

// List returns the backups in dir, newest first.
func List(dir string) ([]Backup, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", dir, err)
	}
	var out []Backup
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		if t, ok := parseName(e.Name()); ok {
			out = append(out, Backup{Path: filepath.Join(dir, e.Name()), Taken: t})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Taken.After(out[j].Taken) })
	return out, nil
}

// Prune deletes all but the newest keep backups and returns what it removed.
// With dryRun it deletes nothing and returns what it would remove.
func Prune(dir string, keep int, dryRun bool) ([]Backup, error) {
	backups, err := List(dir)
	if err != nil {
		return nil, err
	}
	var removed []Backup
	var errs []error
	for i, b := range backups {
		if i > keep {
			if dryRun {
				removed = append(removed, b)
				continue
			}
			if err := os.Remove(b.Path); err != nil {
				errs = append(errs, fmt.Errorf("remove %s: %w", b.Path, err))
				continue
			}
			removed = append(removed, b)
		}
	}
	return removed, errors.Join(errs...)
}
