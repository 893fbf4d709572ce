package config

import (
	"testing"
	"time"
)

func TestLoadDefaults(t *testing.T) {
	t.Setenv("KAFKA_BROKERS", "")
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.FlushInterval != 5*time.Second {
		t.Fatalf("flush interval = %v", cfg.FlushInterval)
	}
	if cfg.BatchSize != 500 {
		t.Fatalf("batch size = %d", cfg.BatchSize)
	}
}

func TestLoadDuration(t *testing.T) {
	t.Setenv("FLUSH_INTERVAL", "250ms")
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.FlushInterval != 250*time.Millisecond {
		t.Fatalf("flush interval = %v", cfg.FlushInterval)
	}
}

func TestLoadBadBatch(t *testing.T) {
	t.Setenv("BATCH_SIZE", "0")
	if _, err := Load(); err == nil {
		t.Fatal("expected error for BATCH_SIZE=0")
	}
}
