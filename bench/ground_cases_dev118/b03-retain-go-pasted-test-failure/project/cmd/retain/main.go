package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/kenta-o/retain/internal/retention"
)

func main() {
	dir := flag.String("dir", "/var/backups/app", "directory that holds the *.tar.gz backups")
	keep := flag.String("keep", "7d", "delete backups older than this (e.g. 36h, 7d, 2w)")
	dryRun := flag.Bool("dry-run", false, "print what would be deleted and exit")
	minKeep := flag.Int("min", 3, "always keep at least this many of the newest backups")
	flag.Parse()

	period, err := retention.ParseKeep(*keep)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	backups, err := scan(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	doomed := retention.Prune(backups, now(), period, *minKeep)
	if *dryRun {
		for _, b := range doomed {
			fmt.Println("would delete", b.Name)
		}
		fmt.Printf("%d files, %d bytes\n", len(doomed), retention.TotalSize(doomed))
		return
	}
	for _, b := range doomed {
		if err := os.Remove(filepath.Join(*dir, b.Name)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println("deleted", b.Name)
	}
}

func scan(dir string) ([]retention.Backup, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []retention.Backup
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".tar.gz") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return nil, err
		}
		out = append(out, retention.Backup{Name: e.Name(), Taken: info.ModTime(), Size: info.Size()})
	}
	return out, nil
}
