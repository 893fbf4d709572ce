package config

import "testing"

func TestLoadRequiresSecret(t *testing.T) {
	t.Setenv("SIGNING_SECRET", "")
	if _, err := Load(); err == nil {
		t.Fatal("expected an error without SIGNING_SECRET")
	}
}

func TestLoadDefaults(t *testing.T) {
	t.Setenv("SIGNING_SECRET", "s3cret")
	t.Setenv("RELAY_STREAM", "")
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if c.Stream != "webhooks" || c.Group != "relay" {
		t.Fatalf("defaults not applied: %+v", c)
	}
}

func TestLoadRejectsZeroMaxAttempts(t *testing.T) {
	t.Setenv("SIGNING_SECRET", "s3cret")
	t.Setenv("MAX_ATTEMPTS", "0")
	if _, err := Load(); err == nil {
		t.Fatal("MAX_ATTEMPTS=0 must be rejected")
	}
}

func TestEnvIntRejectsGarbage(t *testing.T) {
	t.Setenv("SOME_INT", "ten")
	if _, err := envInt("SOME_INT", 3); err == nil {
		t.Fatal("expected a parse error")
	}
	t.Setenv("SOME_INT", "")
	if n, _ := envInt("SOME_INT", 3); n != 3 {
		t.Fatalf("want default 3, got %d", n)
	}
}
