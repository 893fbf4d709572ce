package storage

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

type Disk struct {
	root string
}

func NewDisk(root string) *Disk {
	return &Disk{root: root}
}

// Save writes r to <root>/<tenant>/<name> and returns the bytes written.
func (d *Disk) Save(tenantID, name string, r io.Reader) (int64, error) {
	dir := filepath.Join(d.root, tenantID)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, err
	}
	f, err := os.Create(filepath.Join(dir, filepath.Base(name)))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	return io.Copy(f, r)
}

// UsageByTenant sums file sizes under each tenant directory.
func (d *Disk) UsageByTenant() (map[string]int64, error) {
	usage := map[string]int64{}
	err := filepath.WalkDir(d.root, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(d.root, p)
		tenantID, _, _ := strings.Cut(filepath.ToSlash(rel), "/")
		info, err := e.Info()
		if err != nil {
			return err
		}
		usage[tenantID] += info.Size()
		return nil
	})
	return usage, err
}
