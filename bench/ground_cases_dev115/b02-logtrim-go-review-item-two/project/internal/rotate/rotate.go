package rotate

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

type logFile struct {
	path    string
	modTime time.Time
}

// Prune keeps the newest `keep` *.log files in dir and removes the rest.
func Prune(dir string, keep int, dryRun bool) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []logFile
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".log") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return nil, err
		}
		files = append(files, logFile{path: filepath.Join(dir, e.Name()), modTime: info.ModTime()})
	}
	sort.Slice(files, func(i, j int) bool {
		return files[i].modTime.Before(files[j].modTime)
	})
	if len(files) <= keep {
		return nil, nil
	}
	var removed []string
	for _, lf := range files[keep:] {
		if !dryRun {
			os.Remove(lf.path)
		}
		removed = append(removed, filepath.Base(lf.path))
	}
	return removed, nil
}
