package storage

import (
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"time"

	"example.com/retention/internal/policy"
)

type Sweeper struct {
	root   string
	dryRun bool
}

func NewSweeper(root string, dryRun bool) *Sweeper {
	return &Sweeper{root: root, dryRun: dryRun}
}

// Sweep deletes files older than their rule allows and returns how many it removed.
func (s *Sweeper) Sweep(rules []policy.Rule, now time.Time) (int, error) {
	removed := 0
	err := filepath.WalkDir(s.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(s.root, p)
		rule, ok := policy.Match(rules, filepath.ToSlash(rel))
		if !ok {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if now.Sub(info.ModTime()) <= rule.Keep {
			return nil
		}
		if s.dryRun {
			log.Printf("would remove %s (age %s, keep %s)", rel, now.Sub(info.ModTime()).Round(time.Hour), rule.Keep)
			return nil
		}
		if err := os.Remove(p); err != nil {
			return err
		}
		removed++
		return nil
	})
	return removed, err
}
