package spool

import (
	"os"
	"path/filepath"
	"sort"
)

// Oldest returns up to n queued files, oldest first.
func Oldest(dir string, n int) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Name() > entries[j].Name() })
	var out []string
	for _, e := range entries {
		if len(out) == n {
			break
		}
		out = append(out, filepath.Join(dir, e.Name()))
	}
	return out, nil
}
