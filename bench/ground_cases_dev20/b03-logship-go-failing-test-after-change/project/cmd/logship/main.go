package main

import (
	"flag"
	"fmt"
	"log"
	"os"

	"github.com/acme/logship/internal/config"
)

var version = "dev"

func main() {
	cfgPath := flag.String("config", "/etc/logship/logship.yaml", "path to the config file")
	showVersion := flag.Bool("version", false, "print the version and exit")
	flag.Parse()

	if *showVersion {
		fmt.Println(version)
		return
	}

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Fatalf("logship: %v", err)
	}
	if flag.Arg(0) == "config" && flag.Arg(1) == "show" {
		fmt.Printf("spool_dir: %s\n", cfg.SpoolDir)
		fmt.Printf("retention: %s\n", config.FormatRetention(cfg.Retention))
		fmt.Printf("batch_size: %d\n", cfg.BatchSize)
		for _, e := range cfg.Endpoints {
			fmt.Printf("endpoint: %s\n", e)
		}
		os.Exit(0)
	}
	log.Printf("logship %s starting, spool=%s retention=%s", version, cfg.SpoolDir, cfg.Retention)
}
