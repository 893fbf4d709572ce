// Package walk lists the files to back up, honouring the filter.
package walk

import (
	"io/fs"
	"path/filepath"

	"github.com/zhoumo/bak/internal/filter"
)

// Entry is one file or directory to put in the archive.
type Entry struct {
	Abs, Rel string
	Info     fs.FileInfo
}

// Files walks root and returns every entry not excluded by f. Excluded
// directories are not descended into.
func Files(root string, f *filter.Filter) ([]Entry, error) {
	var out []Entry
	err := filepath.WalkDir(root, func(abs string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, abs)
		if err != nil {
			return err
		}
		if rel == "." {
			return nil
		}
		rel = filepath.ToSlash(rel)
		if f.Match(rel, d.IsDir()) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		out = append(out, Entry{Abs: abs, Rel: rel, Info: info})
		return nil
	})
	return out, err
}
