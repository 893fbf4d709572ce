package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	dir := flag.String("dir", "", "backup directory")
	keep := flag.Int("keep", 7, "number of newest backups to keep")
	maxAge := flag.String("max-age", "", "also delete backups older than this (e.g. 48h)")
	dryRun := flag.Bool("dry-run", false, "print what would be removed without removing")
	flag.Parse()

	if *dir == "" {
		fmt.Fprintln(os.Stderr, "snapkeep: -dir is required")
		os.Exit(2)
	}
	cfg, err := NewConfig(*dir, *keep, *maxAge)
	if err != nil {
		fmt.Fprintln(os.Stderr, "snapkeep:", err)
		os.Exit(2)
	}
	cfg.DryRun = *dryRun
	removed, err := Prune(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "snapkeep:", err)
		os.Exit(1)
	}
	verb := "removed"
	if cfg.DryRun {
		verb = "would remove"
	}
	for _, f := range removed {
		fmt.Println(verb, f)
	}
}
