package main

import (
	"context"
	"flag"
	"log"
	"os"

	"example.com/syncer/internal/config"
	"example.com/syncer/internal/manifest"
	"example.com/syncer/internal/remote"
	"example.com/syncer/internal/sync"
)

func main() {
	cfgPath := flag.String("config", "syncer.yaml", "config file")
	flag.Parse()
	if flag.NArg() != 1 {
		log.Fatal("usage: syncer [-config file] DIR")
	}
	cfg, err := config.Load(*cfgPath, os.LookupEnv)
	if err != nil {
		log.Fatal(err)
	}
	files, err := manifest.Scan(flag.Arg(0))
	if err != nil {
		log.Fatal(err)
	}
	client := remote.NewClient(cfg.Endpoint, cfg.Bucket)
	w := sync.NewWorker(cfg, client, log.Default())
	w.Root = flag.Arg(0)
	if err := w.Run(context.Background(), files); err != nil {
		log.Fatal(err)
	}
}
