package main

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Backup is one archive on disk.
type Backup struct {
	Path    string
	ModTime time.Time
	Size    int64
}

// listBackups returns the *.tar.gz files in dir, newest first.
func listBackups(dir string) ([]Backup, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []Backup
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".tar.gz") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return nil, err
		}
		out = append(out, Backup{Path: filepath.Join(dir, e.Name()), ModTime: info.ModTime(), Size: info.Size()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ModTime.After(out[j].ModTime) })
	return out, nil
}

// ageDays is how many whole days old something modified at modTime is at now.
func ageDays(modTime, now time.Time) int {
	return int(now.Sub(modTime).Hours() / 24)
}

// toPrune returns the backups older than keepDays, but never one of the newest keepMin.
// backups must be sorted newest first (listBackups does that).
func toPrune(backups []Backup, now time.Time, keepDays, keepMin int) []Backup {
	var out []Backup
	for i, b := range backups {
		if i < keepMin {
			continue
		}
		if ageDays(now, b.ModTime) > keepDays {
			out = append(out, b)
		}
	}
	return out
}
