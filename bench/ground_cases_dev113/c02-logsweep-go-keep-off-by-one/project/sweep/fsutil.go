package sweep

import (
	"os"
	"path/filepath"
	"time"
)

// File is one rotated log file.
type File struct {
	Path    string
	Name    string
	ModTime time.Time
	Size    int64
}

// List returns the files in dir whose name matches pattern.
func List(dir, pattern string) ([]File, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []File
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		ok, err := filepath.Match(pattern, e.Name())
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue // removed while we were listing
		}
		out = append(out, File{
			Path:    filepath.Join(dir, e.Name()),
			Name:    e.Name(),
			ModTime: info.ModTime(),
			Size:    info.Size(),
		})
	}
	return out, nil
}
