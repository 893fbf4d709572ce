package config

import "testing"

func TestLoadRequiresUpstream(t *testing.T) {
	t.Setenv("UPSTREAM_URL", "")
	if _, err := Load(); err == nil {
		t.Fatal("expected error without UPSTREAM_URL")
	}
}

func TestLoadDefaults(t *testing.T) {
	t.Setenv("UPSTREAM_URL", "http://api.internal:9000")
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Addr != ":8080" {
		t.Fatalf("Addr = %q", cfg.Addr)
	}
	if cfg.RateLimitRPS != 20 || cfg.RateLimitBurst != 40 {
		t.Fatalf("rate limit = %v/%v, want 20/40", cfg.RateLimitRPS, cfg.RateLimitBurst)
	}
}

func TestLoadRateLimitFromEnv(t *testing.T) {
	t.Setenv("UPSTREAM_URL", "http://api.internal:9000")
	t.Setenv("RATE_LIMIT_RPS", "2.5")
	t.Setenv("RATE_LIMIT_BURST", "5")
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.RateLimitRPS != 2.5 || cfg.RateLimitBurst != 5 {
		t.Fatalf("rate limit = %v/%v", cfg.RateLimitRPS, cfg.RateLimitBurst)
	}
}
