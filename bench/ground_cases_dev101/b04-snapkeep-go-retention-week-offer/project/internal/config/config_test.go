package config

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestParseRetention(t *testing.T) {
	t.Parallel()
	cases := map[string]time.Duration{
		"36h": 36 * time.Hour,
		"7d":  7 * 24 * time.Hour,
		"30d": 30 * 24 * time.Hour,
	}
	for in, want := range cases {
		got, err := ParseRetention(in)
		if err != nil || got != want {
			t.Errorf("ParseRetention(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

func TestParseRetentionErrors(t *testing.T) {
	t.Parallel()
	for _, in := range []string{"", "d", "-3d", "xw", "10y"} {
		if _, err := ParseRetention(in); err == nil {
			t.Errorf("ParseRetention(%q): want error", in)
		}
	}
}

func TestLoad(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "snapkeep.conf")
	body := "# test\nsource = /var/lib/app\ndest = /backup\nretention = 7d\ncompress = false\n"
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Source != "/var/lib/app" || cfg.Retention != 7*24*time.Hour || cfg.Compress {
		t.Errorf("unexpected config: %+v", cfg)
	}
}
