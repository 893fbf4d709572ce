package config

import (
	"testing"
	"time"
)

func clearEnv(t *testing.T) {
	for _, k := range []string{"SMTP_HOST", "SMTP_PORT", "NOTIFIER_FROM", "NOTIFIER_RATE"} {
		t.Setenv(k, "")
	}
}

func TestLoadDefaults(t *testing.T) {
	clearEnv(t)
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Port != 8080 {
		t.Errorf("Port = %d, want 8080", cfg.Port)
	}
	if cfg.Timeout != 10*time.Second {
		t.Errorf("Timeout = %v, want 10s", cfg.Timeout)
	}
	if cfg.SMTPHost != "localhost" || cfg.SMTPPort != 25 {
		t.Errorf("SMTP = %s:%d, want localhost:25", cfg.SMTPHost, cfg.SMTPPort)
	}
}

func TestLoadOverrides(t *testing.T) {
	clearEnv(t)
	t.Setenv("SMTP_HOST", "mail.internal")
	t.Setenv("SMTP_PORT", "2525")
	t.Setenv("NOTIFIER_RATE", "0.5")
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.SMTPHost != "mail.internal" || cfg.SMTPPort != 2525 || cfg.RateLimit != 0.5 {
		t.Errorf("got %+v", cfg)
	}
}

func TestLoadBadPort(t *testing.T) {
	clearEnv(t)
	t.Setenv("SMTP_PORT", "twenty-five")
	if _, err := Load(); err == nil {
		t.Fatal("want error for non-numeric SMTP_PORT")
	}
}
