package main

import (
	"flag"
	"fmt"
	"log"
	"os"

	"github.com/hayato-n/dbbackup-prune/prune"
)

func usage() {
	fmt.Fprintf(os.Stderr, "usage: dbbackup-prune [-dir DIR] [-keep N] [-v] [-dry-run]\n")
	flag.PrintDefaults()
}

func main() {
	dir := flag.String("dir", "/var/backups/db", "backup directory")
	keep := flag.Int("keep", 7, "number of newest backups to keep")
	verbose := flag.Bool("v", false, "print every removed file")
	dryRun := flag.Bool("dry-run", false, "only list what would be removed")
	flag.Usage = usage
	flag.Parse()

	if *keep < 1 {
		fmt.Fprintln(os.Stderr, "-keep must be at least 1")
		os.Exit(2)
	}

	removed, err := prune.Prune(*dir, *keep, *dryRun)
	if err != nil {
		log.Fatalf("prune: %v", err)
	}
	if *dryRun {
		for _, b := range removed {
			fmt.Printf("would remove %s\n", b.Path)
		}
		return
	}
	if *verbose {
		for _, b := range removed {
			fmt.Printf("removed %s (%s)\n", b.Path, b.Taken.Format("2006-01-02 15:04"))
		}
	}
	fmt.Printf("removed %d backup(s), kept the newest %d\n", len(removed), *keep)
}
