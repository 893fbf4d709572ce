package main

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"os"

	"github.com/tomo/pinger/internal/config"
	"github.com/tomo/pinger/internal/probe"
)

func main() {
	path := flag.String("config", "pinger.json", "config file")
	verbose := flag.Bool("verbose", false, "print healthy targets too")
	flag.Parse()

	cfg, err := config.Load(*path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if *verbose {
		cfg.Verbose = true
	}
	client := &http.Client{Timeout: cfg.Timeout}
	failed := 0
	for _, t := range cfg.Targets {
		r := probe.Check(context.Background(), client, t, cfg.Retries)
		if r.Err != nil || r.Status >= 500 {
			failed++
			fmt.Printf("DOWN %s (%d attempts) %v\n", t, r.Attempts, r.Err)
			continue
		}
		if cfg.Verbose {
			fmt.Printf("UP   %s %d\n", t, r.Status)
		}
	}
	if failed > 0 {
		os.Exit(1)
	}
}
