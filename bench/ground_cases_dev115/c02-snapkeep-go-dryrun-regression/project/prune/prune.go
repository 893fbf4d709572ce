package prune

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Options controls which snapshot files are removed.
type Options struct {
	Dir    string
	Prefix string
	Keep   int
	DryRun bool
	Out    io.Writer
}

// Snapshot is one backup file found in Dir.
type Snapshot struct {
	Path    string
	Name    string
	ModUnix int64
}

// List returns the snapshots in dir whose name starts with prefix, newest first.
func List(dir, prefix string) ([]Snapshot, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var snaps []Snapshot
	for _, e := range entries {
		if e.IsDir() || !strings.HasPrefix(e.Name(), prefix) {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return nil, err
		}
		snaps = append(snaps, Snapshot{Path: filepath.Join(dir, e.Name()), Name: e.Name(), ModUnix: info.ModTime().Unix()})
	}
	sort.Slice(snaps, func(i, j int) bool { return snaps[i].ModUnix > snaps[j].ModUnix })
	return snaps, nil
}

// Run deletes every snapshot beyond the newest opt.Keep and returns the removed names.
func Run(opt Options) ([]string, error) {
	snaps, err := List(opt.Dir, opt.Prefix)
	if err != nil {
		return nil, err
	}
	if len(snaps) <= opt.Keep {
		return nil, nil
	}
	var removed []string
	verb := "removed"
	if opt.DryRun {
		verb = "would remove"
	}
	for _, s := range snaps[opt.Keep:] {
		if err := os.Remove(s.Path); err != nil {
			return removed, fmt.Errorf("remove %s: %w", s.Name, err)
		}
		fmt.Fprintf(opt.Out, "%s %s\n", verb, s.Name)
		removed = append(removed, s.Name)
	}
	return removed, nil
}
