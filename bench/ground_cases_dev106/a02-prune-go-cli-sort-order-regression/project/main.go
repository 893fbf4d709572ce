package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"time"
)

func main() {
	dir := flag.String("dir", ".", "directory holding the backups")
	prefix := flag.String("prefix", "backup-", "file name prefix of backups")
	keep := flag.Int("keep", 7, "number of newest backups to always keep")
	olderThan := flag.String("older-than", "", "only delete backups older than this (e.g. 30d, 12h)")
	dryRun := flag.Bool("dry-run", false, "print what would be deleted without deleting anything")
	flag.Parse()

	maxAge, err := parseAge(*olderThan)
	if err != nil {
		log.Fatalf("prune: %v", err)
	}
	backups, err := listBackups(*dir, *prefix)
	if err != nil {
		log.Fatalf("prune: %v", err)
	}

	doomed := selectForDeletion(backups, *keep, maxAge, time.Now())
	for _, b := range doomed {
		if *dryRun {
			fmt.Printf("would delete %s\n", b.path)
			continue
		}
		if err := os.Remove(b.path); err != nil {
			fmt.Fprintf(os.Stderr, "prune: %v\n", err)
			continue
		}
		fmt.Printf("deleted %s\n", b.path)
	}
	fmt.Printf("%d backups, kept %d, deleted %d\n", len(backups), len(backups)-len(doomed), len(doomed))
}
