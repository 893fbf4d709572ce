package cleaner

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Config controls which rotated logs are removed.
type Config struct {
	Root     string
	KeepDays int      // keep files modified within this many days
	Suffixes []string // e.g. ".log.1", ".gz"
	DryRun   bool
}

// Result lists what was (or would be) removed.
type Result struct {
	Removed []string
	Bytes   int64
}

// Clean walks cfg.Root and removes rotated logs older than cfg.KeepDays.
func Clean(cfg Config, now time.Time) (Result, error) {
	var res Result
	err := filepath.WalkDir(cfg.Root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			fmt.Fprintf(os.Stderr, "warn: skip %s: %v\n", path, err)
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() || !hasSuffix(path, cfg.Suffixes) {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if !isExpired(info, now, cfg.KeepDays) {
			return nil
		}
		res.Removed = append(res.Removed, path)
		res.Bytes += info.Size()
		if cfg.DryRun {
			fmt.Println("would remove", path)
			return nil
		}
		return os.Remove(path)
	})
	return res, err
}

func isExpired(info fs.FileInfo, now time.Time, keepDays int) bool {
	age := now.Sub(info.ModTime())
	return age > time.Duration(keepDays)*time.Hour
}

func hasSuffix(path string, suffixes []string) bool {
	for _, s := range suffixes {
		if strings.HasSuffix(path, s) {
			return true
		}
	}
	return false
}
