package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/wq/snapkeep/prune"
)

func main() {
	dir := flag.String("dir", "/var/backups/db", "directory holding the snapshots")
	prefix := flag.String("prefix", "db-", "only files whose name starts with this")
	keep := flag.Int("keep", 7, "how many of the newest snapshots to keep")
	dryRun := flag.Bool("dry-run", false, "only print what would be removed")
	flag.Parse()

	if *keep < 1 {
		fmt.Fprintln(os.Stderr, "snapkeep: --keep must be at least 1")
		os.Exit(2)
	}
	opt := prune.Options{Dir: *dir, Prefix: *prefix, Keep: *keep, DryRun: *dryRun, Out: os.Stdout}
	removed, err := prune.Run(opt)
	if err != nil {
		fmt.Fprintln(os.Stderr, "snapkeep:", err)
		os.Exit(1)
	}
	fmt.Printf("%d snapshot(s) removed\n", len(removed))
}
