package sync

import (
	"fmt"
	"log"
	"time"

	"git.example.com/infra/confsync/internal/config"
)

// Syncer pushes rendered config to the targets listed in [targets].
type Syncer struct {
	cfg      *config.Config
	interval time.Duration
	dryRun   bool
}

func New(cfg *config.Config) *Syncer {
	return &Syncer{
		cfg:      cfg,
		interval: time.Duration(cfg.GetInt("", "interval_sec", 30)) * time.Second,
		dryRun:   cfg.GetBool("feature", "dry_run", false),
	}
}

func (s *Syncer) Run() error {
	addr, ok := s.cfg.Get("redis", "addr")
	if !ok {
		return fmt.Errorf("redis.addr is required")
	}
	log.Printf("confsync: redis=%s interval=%s dry_run=%v", addr, s.interval, s.dryRun)
	for {
		if err := s.once(addr); err != nil {
			log.Printf("sync failed: %v", err)
		}
		time.Sleep(s.interval)
	}
}

func (s *Syncer) once(addr string) error {
	if s.dryRun {
		log.Printf("dry run: would sync to %s", addr)
		return nil
	}
	return nil
}
