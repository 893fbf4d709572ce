package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

type backup struct {
	path    string
	modTime time.Time
}

// listBackups returns the backups in dir, newest first.
func listBackups(dir, prefix string) ([]backup, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []backup
	for _, e := range entries {
		if e.IsDir() || !strings.HasPrefix(e.Name(), prefix) {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return nil, err
		}
		out = append(out, backup{path: filepath.Join(dir, e.Name()), modTime: info.ModTime()})
	}
	sort.Slice(out, func(i, j int) bool {
		return out[i].modTime.Before(out[j].modTime)
	})
	return out, nil
}

// selectForDeletion expects backups newest first. It never touches the first
// keep entries; of the rest it returns those older than maxAge (all of them
// when maxAge is zero).
func selectForDeletion(backups []backup, keep int, maxAge time.Duration, now time.Time) []backup {
	var out []backup
	for i, b := range backups {
		if i < keep {
			continue
		}
		if maxAge > 0 && now.Sub(b.modTime) < maxAge {
			continue
		}
		out = append(out, b)
	}
	return out
}

// parseAge reads "2w", "30d", "12h" or "90m". An empty string means no age limit.
func parseAge(s string) (time.Duration, error) {
	if s == "" {
		return 0, nil
	}
	if strings.HasSuffix(s, "d") {
		n, err := strconv.Atoi(strings.TrimSuffix(s, "d"))
		if err != nil || n < 0 {
			return 0, fmt.Errorf("bad age %q", s)
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	if strings.HasSuffix(s, "w") {
		n, err := strconv.Atoi(strings.TrimSuffix(s, "w"))
		if err != nil || n < 0 {
			return 0, fmt.Errorf("bad age %q", s)
		}
		return time.Duration(n) * 7 * 24 * time.Hour, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("bad age %q", s)
	}
	return d, nil
}
