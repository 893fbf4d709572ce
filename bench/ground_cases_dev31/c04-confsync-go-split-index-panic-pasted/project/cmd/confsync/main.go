package main

import (
	"flag"
	"log"
	"os"

	"git.example.com/infra/confsync/internal/config"
	"git.example.com/infra/confsync/internal/sync"
)

func main() {
	path := flag.String("c", "/etc/confsync/confsync.ini", "config file")
	flag.Parse()

	f, err := os.Open(*path)
	if err != nil {
		log.Fatalf("open config: %v", err)
	}
	cfg, err := config.Parse(f)
	f.Close()
	if err != nil {
		log.Fatalf("parse config: %v", err)
	}

	s := sync.New(cfg)
	if err := s.Run(); err != nil {
		log.Fatal(err)
	}
}
