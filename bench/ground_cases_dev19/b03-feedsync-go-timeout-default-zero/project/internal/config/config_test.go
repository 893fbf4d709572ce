package config

import (
	"testing"
	"time"
)

func TestLoad_Defaults(t *testing.T) {
	t.Setenv("FEED_URL", "https://example.com/feed.xml")
	cfg, err := Load()
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if cfg.Interval != 15*time.Minute {
		t.Errorf("Interval = %v, want 15m", cfg.Interval)
	}
	if cfg.Timeout != 10*time.Second {
		t.Errorf("Timeout = %v, want 10s", cfg.Timeout)
	}
	if cfg.MaxItems != 200 {
		t.Errorf("MaxItems = %d, want 200", cfg.MaxItems)
	}
}

func TestLoad_RequiresFeedURL(t *testing.T) {
	t.Setenv("FEED_URL", "")
	if _, err := Load(); err == nil {
		t.Fatal("expected error when FEED_URL is empty")
	}
}

func TestLoad_BadMaxItems(t *testing.T) {
	t.Setenv("FEED_URL", "https://example.com/feed.xml")
	t.Setenv("MAX_ITEMS", "-3")
	if _, err := Load(); err == nil {
		t.Fatal("expected error for negative MAX_ITEMS")
	}
}
