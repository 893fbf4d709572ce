package backup

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

const stampLayout = "20060102T150405Z"

// minAge protects a dump that was just written from a clock that is off.
const minAge = time.Hour

type Policy struct {
	KeepDaily  int // days for which the newest dump is kept
	KeepWeekly int // ISO weeks for which the newest dump is kept, on top of the dailies
}

// Pruned is a dump that retention removed (or, in a dry run, would remove).
type Pruned struct {
	Path string
	Size int64
}

type dumpFile struct {
	path  string
	taken time.Time
	size  int64
}

func listDumps(dir string) ([]dumpFile, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []dumpFile
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".sql.gz") {
			continue
		}
		taken, ok := parseTaken(e.Name())
		if !ok {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return nil, err
		}
		files = append(files, dumpFile{path: filepath.Join(dir, e.Name()), taken: taken, size: info.Size()})
	}
	sort.Slice(files, func(i, j int) bool { return files[i].taken.After(files[j].taken) })
	return files, nil
}

func parseTaken(name string) (time.Time, bool) {
	base := strings.TrimSuffix(name, ".sql.gz")
	i := strings.LastIndex(base, "-")
	if i < 0 {
		return time.Time{}, false
	}
	t, err := time.Parse(stampLayout, base[i+1:])
	return t, err == nil
}

// Prune removes the dumps the policy does not keep and returns them.
// With dryRun nothing is removed.
func Prune(dir string, p Policy, now time.Time, dryRun bool) ([]Pruned, error) {
	files, err := listDumps(dir)
	if err != nil {
		return nil, err
	}
	keep := map[string]bool{}
	days := map[string]bool{}
	weeks := map[string]bool{}
	for _, f := range files {
		day := f.taken.Format("2006-01-02")
		if !days[day] && len(days) < p.KeepDaily {
			days[day] = true
			keep[f.path] = true
		}
		year, wk := f.taken.ISOWeek()
		week := fmt.Sprintf("%d-W%02d", year, wk)
		if !weeks[week] && len(weeks) < p.KeepWeekly {
			weeks[week] = true
			keep[f.path] = true
		}
	}
	var removed []Pruned
	for _, f := range files {
		if keep[f.path] || now.Sub(f.taken) < minAge {
			continue
		}
		if !dryRun {
			if err := os.Remove(f.path); err != nil {
				return removed, fmt.Errorf("remove %s: %w", f.path, err)
			}
		}
		removed = append(removed, Pruned{Path: f.path, Size: f.size})
	}
	return removed, nil
}
