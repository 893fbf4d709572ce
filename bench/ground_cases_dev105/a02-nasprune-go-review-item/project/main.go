package main

import (
	"flag"
	"fmt"
	"os"
)

var version = "0.3.1"

func main() {
	dir := flag.String("dir", "/volume1/backups/postgres", "folder that holds db-*.tar.gz archives")
	keep := flag.Int("keep", 7, "how many of the newest archives to keep")
	dryRun := flag.Bool("dry-run", false, "only print what would be deleted")
	showVersion := flag.Bool("version", false, "print the version and exit")
	flag.Parse()

	if *showVersion {
		fmt.Println("nasprune", version)
		return
	}
	if *keep < 1 {
		fmt.Fprintln(os.Stderr, "nasprune: -keep must be at least 1")
		os.Exit(2)
	}

	n, err := prune(*dir, *keep, *dryRun, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "nasprune:", err)
		os.Exit(1)
	}
	if *dryRun {
		fmt.Printf("dry run: %d archive(s) would be removed from %s\n", n, *dir)
		return
	}
	fmt.Printf("removed %d archive(s) from %s\n", n, *dir)
}
