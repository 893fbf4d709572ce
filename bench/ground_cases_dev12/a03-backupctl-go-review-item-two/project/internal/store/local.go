// Package store lists and deletes backups on the local disk.
package store

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ivokrastev/backupctl/internal/retention"
)

// Local is a directory of dump files named like pg-20240501T0200.dump.
type Local struct {
	Dir     string
	Pattern string
}

const stampLayout = "20060102T1504"

// List returns the backups matching Pattern whose names carry a timestamp. Files
// without one are ignored, so stray files in the directory are never deleted.
func (l *Local) List() ([]retention.Backup, error) {
	matches, err := filepath.Glob(filepath.Join(l.Dir, l.Pattern))
	if err != nil {
		return nil, fmt.Errorf("bad pattern %q: %w", l.Pattern, err)
	}
	var out []retention.Backup
	for _, m := range matches {
		name := filepath.Base(m)
		t, ok := stampOf(name)
		if !ok {
			continue
		}
		info, err := os.Stat(m)
		if err != nil {
			return nil, err
		}
		out = append(out, retention.Backup{Name: name, Time: t, Size: info.Size()})
	}
	return out, nil
}

// Delete removes one backup file.
func (l *Local) Delete(b retention.Backup) error {
	path := filepath.Join(l.Dir, b.Name)
	if err := os.Remove(path); err != nil {
		return fmt.Errorf("deleting %s: %w", path, err)
	}
	return nil
}

func stampOf(name string) (time.Time, bool) {
	base := strings.TrimSuffix(name, filepath.Ext(name))
	i := strings.LastIndex(base, "-")
	if i < 0 {
		return time.Time{}, false
	}
	t, err := time.ParseInLocation(stampLayout, base[i+1:], time.Local)
	if err != nil {
		return time.Time{}, false
	}
	return t, true
}
