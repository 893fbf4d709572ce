package rotate

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Options controls which rotated files Prune looks at and how many it keeps.
type Options struct {
	Prefix string // "app.log."
	Keep   int    // generations to keep, newest first
	DryRun bool   // report what would be removed, remove nothing
}

type rotatedFile struct {
	path string
	mod  time.Time
}

func rotated(dir, prefix string) ([]rotatedFile, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []rotatedFile
	for _, e := range entries {
		if e.IsDir() || !strings.HasPrefix(e.Name(), prefix) {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return nil, err
		}
		out = append(out, rotatedFile{filepath.Join(dir, e.Name()), info.ModTime()})
	}
	return out, nil
}

// Prune deletes rotated files beyond the newest opts.Keep and returns what it removed.
func Prune(dir string, opts Options) ([]string, error) {
	files, err := rotated(dir, opts.Prefix)
	if err != nil {
		return nil, err
	}
	sort.Slice(files, func(i, j int) bool { return files[i].mod.After(files[j].mod) })
	if len(files) < opts.Keep {
		return nil, nil
	}
	var removed []string
	for _, f := range files[opts.Keep-1:] {
		if opts.DryRun {
			removed = append(removed, f.path)
			continue
		}
		if err := os.Remove(f.path); err != nil {
			return removed, err
		}
		removed = append(removed, f.path)
	}
	return removed, nil
}
