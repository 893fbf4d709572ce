package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"

	"github.com/hoshino-lab/logship/internal/config"
	"github.com/hoshino-lab/logship/internal/tail"
)

// set at build time: -ldflags "-X main.version=v1.2.3"
var version = "dev"

func main() {
	configPath := flag.String("config", "/etc/logship.yaml", "config file")
	showVersion := flag.Bool("version", false, "print the version and exit")
	flag.Parse()
	if *showVersion {
		fmt.Println("logship", version)
		return
	}

	cfg, err := config.Load(*configPath)
	if err != nil {
		log.Fatal(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	lines := make(chan string, cfg.BatchSize)
	for _, path := range cfg.Files {
		f := &tail.Follower{Path: path, Interval: cfg.PollInterval, Lines: lines}
		go func() {
			if err := f.Run(ctx); err != nil && ctx.Err() == nil {
				log.Printf("tail %s: %v", f.Path, err)
			}
		}()
	}
	ship(ctx, cfg.Endpoint, lines, cfg.BatchSize)
	fmt.Fprintln(os.Stderr, "logship: stopped")
}
