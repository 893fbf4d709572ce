package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/hiro-k/logtrim/internal/config"
	"github.com/hiro-k/logtrim/internal/rotate"
)

func main() {
	cfgPath := flag.String("config", "logtrim.yaml", "path to config file")
	dryRun := flag.Bool("dry-run", false, "print what would be removed")
	flag.Parse()

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, "config:", err)
		os.Exit(2)
	}
	removed, err := rotate.Prune(cfg.Dir, cfg.Keep, *dryRun)
	if err != nil {
		fmt.Fprintln(os.Stderr, "prune:", err)
		os.Exit(1)
	}
	for _, name := range removed {
		fmt.Println("removed", name)
	}
}
