package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

type backup struct {
	path string
	mod  time.Time
}

func listBackups(dir string) ([]backup, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("cannot read backup dir %s: %w", dir, err)
	}
	var out []backup
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".tar.gz") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return nil, err
		}
		out = append(out, backup{path: filepath.Join(dir, e.Name()), mod: info.ModTime()})
	}
	// newest first
	sort.Slice(out, func(i, j int) bool { return out[i].mod.After(out[j].mod) })
	return out, nil
}

// Prune deletes all but the newest cfg.Keep backups, plus any older than cfg.MaxAge.
func Prune(cfg Config) ([]string, error) {
	files, err := listBackups(cfg.Dir)
	if err != nil {
		return nil, err
	}
	var victims []backup
	if len(files) > cfg.Keep+1 {
		victims = append(victims, files[cfg.Keep+1:]...)
	}
	if cfg.MaxAge > 0 {
		limit := time.Now().Add(-cfg.MaxAge)
		for _, b := range files[:min(cfg.Keep+1, len(files))] {
			if b.mod.Before(limit) {
				victims = append(victims, b)
			}
		}
	}
	var removed []string
	for _, b := range victims {
		if cfg.DryRun {
			removed = append(removed, b.path)
			continue
		}
		if err := os.Remove(b.path); err != nil {
			return removed, fmt.Errorf("remove %s: %w", b.path, err)
		}
		removed = append(removed, b.path)
	}
	return removed, nil
}
