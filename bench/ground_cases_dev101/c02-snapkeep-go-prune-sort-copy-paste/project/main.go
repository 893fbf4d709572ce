package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/hezhou/snapkeep/internal/backup"
)

var version = "dev"

func usage() {
	fmt.Fprintln(os.Stderr, "usage: snapkeep <list|prune|version> [flags]")
}

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	switch os.Args[1] {
	case "list":
		runList(os.Args[2:])
	case "prune":
		runPrune(os.Args[2:])
	case "version":
		fmt.Println(version)
	default:
		usage()
		os.Exit(2)
	}
}

func runList(args []string) {
	fs := flag.NewFlagSet("list", flag.ExitOnError)
	dir := fs.String("dir", "/var/backups/pg", "directory with the dumps")
	fs.Parse(args)

	backups, err := backup.ListBackups(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "snapkeep:", err)
		os.Exit(1)
	}
	for _, b := range backups {
		fmt.Printf("%s  %s  %8s\n", b.Time.Format("2006-01-02 15:04"), b.Name, backup.HumanSize(b.Size))
	}
	fmt.Printf("%d dumps, %s\n", len(backups), backup.HumanSize(backup.TotalSize(backups)))
}

func runPrune(args []string) {
	fs := flag.NewFlagSet("prune", flag.ExitOnError)
	dir := fs.String("dir", "/var/backups/pg", "directory with the dumps")
	keep := fs.Int("keep", 7, "how many of the newest dumps to keep")
	dryRun := fs.Bool("dry-run", false, "only print what would be removed")
	fs.Parse(args)

	backups, err := backup.ListBackups(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "snapkeep:", err)
		os.Exit(1)
	}
	removed, err := backup.Prune(backups, *keep, *dryRun)
	verb := "removed"
	if *dryRun {
		verb = "would remove"
	}
	for _, b := range removed {
		fmt.Printf("%s %s (%s)\n", verb, b.Name, backup.HumanSize(b.Size))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "snapkeep:", err)
		os.Exit(1)
	}
	fmt.Printf("kept %d, removed %d\n", len(backups)-len(removed), len(removed))
}
