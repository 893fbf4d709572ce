package main

import (
	"flag"
	"fmt"
	"os"
	"time"
)

func main() {
	dir := flag.String("dir", "/var/backups/pg", "directory holding *.tar.gz backups")
	keepDays := flag.Int("keep-days", 14, "delete backups older than this many days")
	keepMin := flag.Int("keep-min", 3, "never delete the newest N backups")
	dryRun := flag.Bool("dry-run", false, "only print what would be deleted")
	list := flag.Bool("list", false, "list backups and exit")
	flag.Parse()

	backups, err := listBackups(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bkprune:", err)
		os.Exit(1)
	}
	now := time.Now()
	if *list {
		for _, b := range backups {
			fmt.Printf("%s\t%3dd\t%s\t%d bytes\n", b.ModTime.Format(time.RFC3339), ageDays(b.ModTime, now), b.Path, b.Size)
		}
		return
	}
	victims := toPrune(backups, now, *keepDays, *keepMin)
	for _, b := range victims {
		if *dryRun {
			fmt.Println("would delete", b.Path)
			continue
		}
		if err := os.Remove(b.Path); err != nil {
			fmt.Fprintln(os.Stderr, "bkprune: remove:", err)
			os.Exit(1)
		}
		fmt.Println("deleted", b.Path)
	}
}
