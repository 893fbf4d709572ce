package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/kanade-infra/logrot/internal/rotate"
)

func main() {
	dir := flag.String("dir", "/var/log/app", "directory that holds the log")
	name := flag.String("name", "app.log", "file name to rotate")
	keep := flag.Int("keep", 7, "number of rotated generations to keep")
	compress := flag.Bool("gzip", true, "gzip the file after rotating it")
	dryRun := flag.Bool("dry-run", false, "print the files that would be removed; change nothing")
	flag.Parse()

	if *keep < 1 {
		fmt.Fprintln(os.Stderr, "-keep must be >= 1")
		os.Exit(2)
	}

	current := filepath.Join(*dir, *name)
	if !*dryRun {
		rotated, err := rotate.Rotate(current, *compress)
		if err != nil {
			log.Fatalf("rotate: %v", err)
		}
		if rotated != "" {
			log.Printf("rotated -> %s", rotated)
		}
	}

	removed, err := rotate.Prune(*dir, rotate.Options{Prefix: *name + ".", Keep: *keep, DryRun: *dryRun})
	if err != nil {
		log.Fatalf("prune: %v", err)
	}
	for _, f := range removed {
		if *dryRun {
			fmt.Println(f)
			continue
		}
		log.Printf("removed %s", f)
	}
}
