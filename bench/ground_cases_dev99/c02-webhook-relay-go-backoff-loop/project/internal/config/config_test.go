package config

import (
	"testing"
	"time"
)

func TestDefaults(t *testing.T) {
	t.Setenv("RELAY_ADDR", "")
	t.Setenv("RELAY_MAX_ATTEMPTS", "")
	c, err := FromEnv()
	if err != nil {
		t.Fatal(err)
	}
	if c.ListenAddr != ":8080" || c.MaxAttempts != 5 || c.Workers != 4 {
		t.Fatalf("unexpected defaults: %+v", c)
	}
}

func TestMaxAttemptsFromEnv(t *testing.T) {
	t.Setenv("RELAY_MAX_ATTEMPTS", "8")
	c, err := FromEnv()
	if err != nil {
		t.Fatal(err)
	}
	if c.MaxAttempts != 8 {
		t.Fatalf("MaxAttempts = %d, want 8", c.MaxAttempts)
	}
}

func TestHTTPTimeout(t *testing.T) {
	t.Setenv("RELAY_HTTP_TIMEOUT", "3s")
	c, err := FromEnv()
	if err != nil {
		t.Fatal(err)
	}
	if c.HTTPTimeout != 3*time.Second {
		t.Fatalf("HTTPTimeout = %v, want 3s", c.HTTPTimeout)
	}
}

func TestRejectsZero(t *testing.T) {
	t.Setenv("RELAY_WORKERS", "0")
	if _, err := FromEnv(); err == nil {
		t.Fatal("want an error for RELAY_WORKERS=0")
	}
}
