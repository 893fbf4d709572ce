package main

import (
	"flag"
	"fmt"
	"log"
	"os"

	"github.com/hexa-ops/logpack/internal/config"
	"github.com/hexa-ops/logpack/internal/rotate"
)

func main() {
	cfgPath := flag.String("config", "/etc/logpack.conf", "config file")
	dryRun := flag.Bool("dry-run", false, "only print what would be rotated")
	flag.Parse()

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Fatalf("load config: %v", err)
	}
	failed := 0
	for _, path := range cfg.Paths {
		info, err := os.Stat(path)
		if err != nil {
			log.Printf("skip %s: %v", path, err)
			continue
		}
		if info.Size() < cfg.MaxSize {
			continue
		}
		if *dryRun {
			fmt.Printf("would rotate %s (%d bytes)\n", path, info.Size())
			continue
		}
		if err := rotate.Rotate(path, cfg.Keep); err != nil {
			log.Printf("rotate %s: %v", path, err)
			failed++
		}
	}
	if failed > 0 {
		os.Exit(1)
	}
}
