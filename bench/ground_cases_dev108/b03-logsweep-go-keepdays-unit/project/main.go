package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/hayato-ops/logsweep/cleaner"
)

func main() {
	root := flag.String("root", "/var/log/app", "directory to sweep")
	keep := flag.Int("keep-days", 7, "keep logs modified within N days")
	suffixes := flag.String("suffixes", ".log.1,.gz", "comma-separated suffixes of rotated logs")
	dry := flag.Bool("dry-run", false, "only print what would be removed")
	verbose := flag.Bool("verbose", false, "list every removed file")
	flag.Parse()

	cfg := cleaner.Config{
		Root:     *root,
		KeepDays: *keep,
		Suffixes: strings.Split(*suffixes, ","),
		DryRun:   *dry,
	}
	res, err := cleaner.Clean(cfg, time.Now())
	if err != nil {
		fmt.Fprintln(os.Stderr, "logsweep:", err)
		os.Exit(1)
	}
	if *verbose {
		for _, p := range res.Removed {
			fmt.Println("removed", p)
		}
	}
	fmt.Printf("removed %d files (%d bytes)\n", len(res.Removed), res.Bytes)
}
