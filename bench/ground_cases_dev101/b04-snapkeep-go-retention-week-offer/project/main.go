package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/kenji-o/snapkeep/internal/config"
	"github.com/kenji-o/snapkeep/internal/snapshot"
)

func usage() {
	fmt.Fprintln(os.Stderr, "usage: snapkeep [-config path] list|snapshot|prune [--dry-run]")
}

func main() {
	confPath := flag.String("config", "/etc/snapkeep.conf", "config file")
	flag.Usage = usage
	flag.Parse()
	if flag.NArg() < 1 {
		usage()
		os.Exit(2)
	}
	cfg, err := config.Load(*confPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, "snapkeep:", err)
		os.Exit(1)
	}
	switch flag.Arg(0) {
	case "list":
		err = runList(cfg)
	case "snapshot":
		err = runSnapshot(cfg)
	case "prune":
		err = runPrune(cfg, flag.Args()[1:])
	default:
		usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "snapkeep:", err)
		os.Exit(1)
	}
}

func runList(cfg config.Config) error {
	snaps, err := snapshot.List(cfg.Dest)
	if err != nil {
		return err
	}
	for _, s := range snaps {
		fmt.Printf("%s  %s  %8d KiB\n", s.Taken.UTC().Format("2006-01-02 15:04Z"), s.Name, s.Size/1024)
	}
	return nil
}

func runSnapshot(cfg config.Config) error {
	name := snapshot.NameFor(time.Now(), cfg.Compress)
	fmt.Println("would archive", cfg.Source, "to", name)
	return archive(cfg.Source, cfg.Dest, name, cfg.Compress)
}

func runPrune(cfg config.Config, args []string) error {
	fs := flag.NewFlagSet("prune", flag.ExitOnError)
	dryRun := fs.Bool("dry-run", false, "only print what would be removed")
	_ = fs.Parse(args)

	snaps, err := snapshot.List(cfg.Dest)
	if err != nil {
		return err
	}
	var expired []snapshot.Snapshot
	for _, d := range snapshot.Plan(snaps, time.Now(), cfg.Retention, cfg.KeepLast) {
		s := d.Snapshot
		if d.Keep {
			fmt.Printf("keep    %s  (%s)\n", s.Name, d.Reason)
			continue
		}
		expired = append(expired, s)
		if *dryRun {
			fmt.Printf("remove  %s  (%s, dry run)\n", s.Name, d.Reason)
			continue
		}
		if err := snapshot.Remove(s); err != nil {
			return err
		}
		fmt.Printf("removed %s  (%s)\n", s.Name, d.Reason)
	}
	fmt.Printf("%d snapshot(s), %d expired, %d KiB freed\n", len(snaps), len(expired), snapshot.TotalSize(expired)/1024)
	return nil
}
