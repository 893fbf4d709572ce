// Package export serves finished CSV exports from a directory on disk.
package export

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

type Exporter struct {
	dir string
}

func New(dir string) *Exporter {
	return &Exporter{dir: dir}
}

// Stream copies the named export to w and returns the number of bytes written.
func (e *Exporter) Stream(w io.Writer, name string) (int64, error) {
	if !strings.HasSuffix(name, ".csv") {
		return 0, fmt.Errorf("not a csv export: %q", name)
	}
	if name != filepath.Base(name) {
		return 0, fmt.Errorf("invalid export name: %q", name)
	}
	f, err := os.Open(filepath.Join(e.dir, filepath.Clean(name))) // #nosec G304 -- name is a bare file name inside e.dir
	if err != nil {
		return 0, err
	}
	defer f.Close()
	return io.Copy(w, f)
}

// List returns the export file names, newest last.
func (e *Exporter) List() ([]string, error) {
	entries, err := os.ReadDir(e.dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, entry := range entries {
		if !entry.IsDir() && strings.HasSuffix(entry.Name(), ".csv") {
			names = append(names, entry.Name())
		}
	}
	return names, nil
}
