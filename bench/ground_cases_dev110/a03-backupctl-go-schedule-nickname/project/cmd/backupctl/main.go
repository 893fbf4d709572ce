package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/ridgeops/backupctl/internal/config"
	"github.com/ridgeops/backupctl/internal/schedule"
)

const version = "0.8.0"

func main() {
	cfgPath := flag.String("config", "/etc/backupctl.yaml", "path to the config file")
	showVersion := flag.Bool("version", false, "print the version and exit")
	once := flag.Bool("once", false, "run one backup now and exit")
	flag.Parse()

	if *showVersion {
		fmt.Println("backupctl", version)
		return
	}

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	loc, err := time.LoadLocation(cfg.Timezone)
	if err != nil {
		log.Fatalf("timezone %q: %v", cfg.Timezone, err)
	}
	if *once {
		if err := runBackup(cfg); err != nil {
			log.Fatalf("backup failed: %v", err)
		}
		return
	}
	fmt.Printf("backing up %s to %s every day at %s (%s)\n", cfg.Source, cfg.Target, cfg.At, cfg.Timezone)

	for {
		next, err := schedule.NextRun(time.Now(), cfg.At, loc)
		if err != nil {
			log.Fatalf("schedule: %v", err)
		}
		log.Printf("next run at %s", next.Format(time.RFC3339))
		time.Sleep(time.Until(next))
		if err := runBackup(cfg); err != nil {
			log.Printf("backup failed: %v", err)
			os.Exit(1)
		}
	}
}

func runBackup(cfg *config.Config) error {
	log.Printf("backup %s -> %s (keep %d days)", cfg.Source, cfg.Target, cfg.RetentionDays)
	return nil
}
