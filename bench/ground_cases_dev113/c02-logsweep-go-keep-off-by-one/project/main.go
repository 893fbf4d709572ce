package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/lintao/logsweep/sweep"
)

func main() {
	dir := flag.String("dir", "/var/log/app", "directory to clean")
	pattern := flag.String("pattern", "*.log.gz", "glob of rotated files")
	keep := flag.Int("keep", 7, "always keep the newest N files (0 = keep none, rely on --older-than only)")
	olderThan := flag.Duration("older-than", 0, "only delete files older than this")
	dryRun := flag.Bool("dry-run", false, "print what would be removed, remove nothing")
	flag.Parse()

	opts := sweep.Options{
		Pattern:   *pattern,
		Keep:      *keep,
		OlderThan: *olderThan,
		Now:       time.Now(),
	}
	files, err := sweep.List(*dir, opts.Pattern)
	if err != nil {
		fmt.Fprintln(os.Stderr, "logsweep:", err)
		os.Exit(1)
	}
	expired := sweep.SelectExpired(files, opts)
	for _, f := range expired {
		if *dryRun {
			fmt.Println("would remove", f.Path)
			continue
		}
		if err := os.Remove(f.Path); err != nil {
			fmt.Fprintln(os.Stderr, "logsweep: remove:", err)
			continue
		}
		fmt.Println("removed", f.Path)
	}
}
