package config

import (
	"testing"
	"time"
)

func TestLoadDefaults(t *testing.T) {
	t.Setenv("DATABASE_URL", "postgres://localhost/orders")
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Port != 8080 {
		t.Errorf("Port = %d, want 8080", cfg.Port)
	}
	if cfg.LogLevel != "info" {
		t.Errorf("LogLevel = %q, want info", cfg.LogLevel)
	}
	if cfg.DrainTimeout != 15*time.Second {
		t.Errorf("DrainTimeout = %v", cfg.DrainTimeout)
	}
	if cfg.ReadTimeout != 5*time.Second || cfg.WriteTimeout != 10*time.Second {
		t.Errorf("timeouts = %v/%v", cfg.ReadTimeout, cfg.WriteTimeout)
	}
}

func TestLoadRequiresDatabaseURL(t *testing.T) {
	t.Setenv("DATABASE_URL", "")
	if _, err := Load(); err == nil {
		t.Fatal("want an error without DATABASE_URL")
	}
}

func TestKafkaBrokersSplit(t *testing.T) {
	t.Setenv("DATABASE_URL", "postgres://localhost/orders")
	t.Setenv("KAFKA_BROKERS", "k1:9092,k2:9092")
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.KafkaBrokers) != 2 {
		t.Errorf("brokers = %v", cfg.KafkaBrokers)
	}
}
