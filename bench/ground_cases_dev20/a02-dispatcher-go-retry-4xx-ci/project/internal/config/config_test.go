package config

import (
	"testing"
	"time"
)

func TestLoad_Defaults(t *testing.T) {
	t.Setenv("DATABASE_URL", "postgres://localhost/dispatcher")
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Workers != 4 || cfg.PollInterval != 2*time.Second {
		t.Fatalf("unexpected defaults: %+v", cfg)
	}
}

func TestLoad_RequiresDatabaseURL(t *testing.T) {
	t.Setenv("DATABASE_URL", "")
	if _, err := Load(); err == nil {
		t.Fatal("want an error without DATABASE_URL")
	}
}

func TestLoad_BadWorkers(t *testing.T) {
	t.Setenv("DATABASE_URL", "postgres://localhost/dispatcher")
	t.Setenv("WORKERS", "zero")
	if _, err := Load(); err == nil {
		t.Fatal("want an error for WORKERS=zero")
	}
}
