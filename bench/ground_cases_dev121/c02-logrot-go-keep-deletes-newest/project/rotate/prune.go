package rotate

import (
	"os"
	"path/filepath"
	"sort"
)

// Prune deletes rotated archives of the logs matching pattern in dir, keeping
// the newest keep of them. It returns the paths it removed.
func Prune(dir, pattern string, keep int) ([]string, error) {
	archives, err := filepath.Glob(filepath.Join(dir, pattern+".*"))
	if err != nil {
		return nil, err
	}
	infos := make([]os.FileInfo, 0, len(archives))
	paths := make(map[string]string, len(archives))
	for _, path := range archives {
		info, err := os.Stat(path)
		if err != nil {
			return nil, err
		}
		infos = append(infos, info)
		paths[info.Name()] = path
	}
	// newest first
	sort.Slice(infos, func(i, j int) bool {
		return infos[i].ModTime().Before(infos[j].ModTime())
	})
	var removed []string
	for i, info := range infos {
		if i < keep {
			continue
		}
		path := paths[info.Name()]
		if err := os.Remove(path); err != nil {
			return removed, err
		}
		removed = append(removed, path)
	}
	return removed, nil
}
