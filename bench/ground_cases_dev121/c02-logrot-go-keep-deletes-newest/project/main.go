package main

import (
	"flag"
	"fmt"
	"os"

	"example.com/logrot/rotate"
)

func main() {
	dir := flag.String("dir", "/var/log/app", "directory holding the logs")
	pattern := flag.String("pattern", "*.log", "glob of files to rotate")
	maxMB := flag.Int64("max-mb", 50, "rotate files larger than this many MiB")
	compress := flag.Bool("gzip", true, "gzip rotated files")
	keep := flag.Int("keep", 0, "keep only the newest N archives per log (0 = keep all)")
	flag.Parse()

	rotated, err := rotate.Rotate(rotate.Options{
		Dir:      *dir,
		Pattern:  *pattern,
		MaxBytes: *maxMB << 20,
		Compress: *compress,
	})
	for _, name := range rotated {
		fmt.Println("rotated", name)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "logrot:", err)
		os.Exit(1)
	}
	if *keep > 0 {
		removed, err := rotate.Prune(*dir, *pattern, *keep)
		for _, name := range removed {
			fmt.Println("pruned", name)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "logrot: prune:", err)
			os.Exit(1)
		}
	}
}
