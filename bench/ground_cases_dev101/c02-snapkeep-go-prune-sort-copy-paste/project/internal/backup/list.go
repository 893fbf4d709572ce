package backup

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"time"
)

// Backup is one dump written by the nightly job, e.g. orders-20250301-0200.sql.gz.
type Backup struct {
	Path string
	Name string
	Time time.Time
	Size int64
}

var namePattern = regexp.MustCompile(`^(\w+)-(\d{8}-\d{4})\.sql\.gz$`)

const nameLayout = "20060102-1504"

// ListBackups returns the dumps in dir, oldest first. Files that do not look like a
// dump are skipped.
func ListBackups(dir string) ([]Backup, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", dir, err)
	}
	var out []Backup
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		m := namePattern.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		t, err := time.ParseInLocation(nameLayout, m[2], time.Local)
		if err != nil {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return nil, err
		}
		out = append(out, Backup{Path: filepath.Join(dir, e.Name()), Name: e.Name(), Time: t, Size: info.Size()})
	}
	sortOldestFirst(out)
	return out, nil
}

// HumanSize formats a byte count the way `ls -lh` does.
func HumanSize(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%dB", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f%c", float64(n)/float64(div), "KMGTPE"[exp])
}
