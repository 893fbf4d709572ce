package config

import (
	"strings"
	"testing"
	"time"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func TestLoad_Defaults(t *testing.T) {
	cfg, err := Load(env(nil))
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if cfg.Addr != ":8080" {
		t.Errorf("Addr = %q, want :8080", cfg.Addr)
	}
	if cfg.ReadTimeout != 30*time.Second {
		t.Errorf("ReadTimeout = %s, want 30s", cfg.ReadTimeout)
	}
	if cfg.WriteTimeout != 30*time.Second {
		t.Errorf("WriteTimeout = %s, want 30s", cfg.WriteTimeout)
	}
	if cfg.ShutdownGrace != 10*time.Second {
		t.Errorf("ShutdownGrace = %s, want 10s", cfg.ShutdownGrace)
	}
}

func TestLoad_Seconds(t *testing.T) {
	cfg, err := Load(env(map[string]string{
		"APP_READ_TIMEOUT":   "5",
		"APP_WRITE_TIMEOUT":  "7",
		"APP_SHUTDOWN_GRACE": "3",
	}))
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if cfg.ReadTimeout != 5*time.Second || cfg.WriteTimeout != 7*time.Second || cfg.ShutdownGrace != 3*time.Second {
		t.Errorf("got %s/%s/%s, want 5s/7s/3s", cfg.ReadTimeout, cfg.WriteTimeout, cfg.ShutdownGrace)
	}
}

func TestLoad_RejectsNegative(t *testing.T) {
	_, err := Load(env(map[string]string{"APP_READ_TIMEOUT": "-1"}))
	if err == nil || !strings.Contains(err.Error(), "APP_READ_TIMEOUT") {
		t.Fatalf("err = %v, want an APP_READ_TIMEOUT error", err)
	}
}

func TestLoad_AllowedOrigins(t *testing.T) {
	cfg, err := Load(env(map[string]string{"APP_ALLOWED_ORIGINS": "https://a.example, ,https://b.example"}))
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if len(cfg.AllowedOrigins) != 2 || cfg.AllowedOrigins[1] != "https://b.example" {
		t.Errorf("AllowedOrigins = %v", cfg.AllowedOrigins)
	}
}
