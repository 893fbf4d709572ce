package snapshot

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Names look like snap-20250301T020000Z.tar.zst (UTC).
const (
	prefix = "snap-"
	layout = "20060102T150405Z"
)

type Snapshot struct {
	Name  string
	Path  string
	Taken time.Time
	Size  int64
}

func NameFor(t time.Time, compress bool) string {
	ext := ".tar"
	if compress {
		ext = ".tar.zst"
	}
	return prefix + t.UTC().Format(layout) + ext
}

// List returns the snapshots in dir, oldest first. Files that do not look like
// snapshots are ignored.
func List(dir string) ([]Snapshot, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []Snapshot
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasPrefix(name, prefix) {
			continue
		}
		stamp := strings.TrimPrefix(name, prefix)
		stamp, _, _ = strings.Cut(stamp, ".")
		taken, err := time.Parse(layout, stamp)
		if err != nil {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return nil, fmt.Errorf("stat %s: %w", name, err)
		}
		out = append(out, Snapshot{Name: name, Path: filepath.Join(dir, name), Taken: taken, Size: info.Size()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Taken.Before(out[j].Taken) })
	return out, nil
}

func Remove(s Snapshot) error {
	return os.Remove(s.Path)
}
