package config

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func writeConfig(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "logship.yaml")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoad_Defaults(t *testing.T) {
	cfg, err := Load(writeConfig(t, "endpoints: [\"https://ingest.example.com\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.SpoolDir != "/var/spool/logship" {
		t.Errorf("SpoolDir = %q", cfg.SpoolDir)
	}
	if cfg.BatchSize != 500 {
		t.Errorf("BatchSize = %d", cfg.BatchSize)
	}
	if cfg.Retention != 7*24*time.Hour {
		t.Errorf("retention = %s, want %s", cfg.Retention, 7*24*time.Hour)
	}
}

func TestLoad_RequiresEndpoint(t *testing.T) {
	if _, err := Load(writeConfig(t, "retention: 72h\n")); err == nil {
		t.Fatal("expected an error without endpoints")
	}
}
