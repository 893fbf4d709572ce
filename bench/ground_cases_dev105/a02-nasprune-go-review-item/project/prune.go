package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

const stampLayout = "20060102T1504"

// Backup is one archive written by the nightly pg_dump job: db-20251103T0200.tar.gz.
type Backup struct {
	Path  string
	Taken time.Time
	Size  int64
}

func listBackups(dir string) ([]Backup, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []Backup
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasPrefix(name, "db-") || !strings.HasSuffix(name, ".tar.gz") {
			continue
		}
		stamp := strings.TrimSuffix(strings.TrimPrefix(name, "db-"), ".tar.gz")
		taken, err := time.Parse(stampLayout, stamp)
		if err != nil {
			continue // not one of ours
		}
		info, err := e.Info()
		if err != nil {
			return nil, err
		}
		out = append(out, Backup{Path: filepath.Join(dir, name), Taken: taken, Size: info.Size()})
	}
	return out, nil
}

func prune(dir string, keep int, dryRun bool, log io.Writer) (int, error) {
	backups, err := listBackups(dir)
	if err != nil {
		return 0, fmt.Errorf("list %s: %w", dir, err)
	}
	n := 0
	var firstErr error
	for _, b := range selectForDeletion(backups, keep) {
		if dryRun {
			fmt.Fprintf(log, "would delete %s (%d MB)\n", filepath.Base(b.Path), b.Size>>20)
			n++
			continue
		}
		if err := os.Remove(b.Path); err != nil {
			fmt.Fprintf(log, "failed to delete %s: %v\n", filepath.Base(b.Path), err)
			if firstErr == nil {
				firstErr = fmt.Errorf("delete %s: %w", b.Path, err)
			}
			continue
		}
		fmt.Fprintf(log, "deleted %s (%d MB)\n", filepath.Base(b.Path), b.Size>>20)
		n++
	}
	return n, firstErr
}

// selectForDeletion returns the archives to delete so that the newest `keep` remain.
func selectForDeletion(backups []Backup, keep int) []Backup {
	sorted := append([]Backup(nil), backups...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Taken.After(sorted[j].Taken) })
	var out []Backup
	for i, b := range sorted {
		if i >= keep-1 {
			out = append(out, b)
		}
	}
	return out
}
