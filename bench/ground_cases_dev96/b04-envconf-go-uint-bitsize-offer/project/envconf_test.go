package envconf

import (
	"errors"
	"net/netip"
	"testing"
	"time"
)

func env(kv ...string) Option { return WithEnviron(kv) }

func TestLoadBasicTypes(t *testing.T) {
	var cfg struct {
		Name  string   `env:"NAME"`
		Port  int      `env:"PORT" default:"8080"`
		Debug bool     `env:"DEBUG"`
		Ratio float64  `env:"RATIO"`
		Hosts []string `env:"HOSTS" sep:";"`
	}
	err := Load(&cfg, env("NAME=api", "DEBUG=true", "RATIO=0.25", "HOSTS=a; b;c"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Name != "api" || cfg.Port != 8080 || !cfg.Debug || cfg.Ratio != 0.25 {
		t.Fatalf("got %+v", cfg)
	}
	if len(cfg.Hosts) != 3 || cfg.Hosts[1] != "b" {
		t.Fatalf("hosts = %q", cfg.Hosts)
	}
}

func TestPrefixAndNested(t *testing.T) {
	var cfg struct {
		DB struct {
			User string `env:"DB_USER"`
		}
	}
	if err := Load(&cfg, WithPrefix("APP"), env("APP_DB_USER=kaede")); err != nil {
		t.Fatal(err)
	}
	if cfg.DB.User != "kaede" {
		t.Fatalf("user = %q", cfg.DB.User)
	}
}

func TestRequiredMissing(t *testing.T) {
	var cfg struct {
		DSN string `env:"DSN" required:"true"`
	}
	err := Load(&cfg, env())
	if !IsMissing(err, "DSN") {
		t.Fatalf("err = %v", err)
	}
}

func TestRequiredEmptyIsMissing(t *testing.T) {
	var cfg struct {
		DSN  string `env:"DSN" required:"true"`
		Note string `env:"NOTE"`
	}
	err := Load(&cfg, env("DSN=", "NOTE="))
	if !IsMissing(err, "DSN") {
		t.Fatalf("err = %v", err)
	}
	if IsMissing(err, "NOTE") {
		t.Fatal("NOTE is optional: empty is a value")
	}
}

func TestParseErrorsAreJoined(t *testing.T) {
	var cfg struct {
		Port int  `env:"PORT"`
		On   bool `env:"ON"`
	}
	err := Load(&cfg, env("PORT=http", "ON=maybe"))
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Key != "PORT" {
		t.Fatalf("err = %v", err)
	}
}

func TestTextUnmarshaler(t *testing.T) {
	var cfg struct {
		Addr netip.Addr `env:"ADDR"`
	}
	if err := Load(&cfg, env("ADDR=10.0.0.7")); err != nil {
		t.Fatal(err)
	}
	if cfg.Addr.String() != "10.0.0.7" {
		t.Fatalf("addr = %v", cfg.Addr)
	}
}

func TestDuration(t *testing.T) {
	var cfg struct {
		Timeout time.Duration   `env:"TIMEOUT"`
		Backoff []time.Duration `env:"BACKOFF"`
	}
	if err := Load(&cfg, env("TIMEOUT=30s", "BACKOFF=100ms,1s")); err != nil {
		t.Fatal(err)
	}
	if cfg.Timeout != 30*time.Second || len(cfg.Backoff) != 2 || cfg.Backoff[1] != time.Second {
		t.Fatalf("got %+v", cfg)
	}
}

func TestLoadRejectsNonPointer(t *testing.T) {
	var cfg struct{}
	if err := Load(cfg); err == nil {
		t.Fatal("want error")
	}
}
