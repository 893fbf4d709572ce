package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"

	"github.com/hoshino-lab/assetsync/internal/config"
	"github.com/hoshino-lab/assetsync/internal/sync"
)

func main() {
	cfgPath := flag.String("config", "assetsync.json", "path to the config file")
	dryRun := flag.Bool("dry-run", false, "list what would be uploaded")
	flag.Parse()

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	s := sync.New(cfg)
	n, err := s.Run(ctx, *dryRun)
	if err != nil {
		log.Fatalf("sync: %v", err)
	}
	fmt.Printf("uploaded %d files\n", n)
}
