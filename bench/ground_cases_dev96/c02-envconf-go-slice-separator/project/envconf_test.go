package envconf

import (
	"errors"
	"reflect"
	"testing"
	"time"
)

type basic struct {
	Port   int               `env:"PORT" default:"8080"`
	Name   string            `env:"NAME" required:"true"`
	Debug  bool              `env:"DEBUG"`
	Hosts  []string          `env:"HOSTS"`
	Labels map[string]string `env:"LABELS"`
	Nested struct {
		Level string `env:"LOG_LEVEL" default:"info"`
	}
}

func load(t *testing.T, env map[string]string, opts ...Option) (basic, error) {
	t.Helper()
	var cfg basic
	err := Load(&cfg, append([]Option{WithLookup(MapLookup(env))}, opts...)...)
	return cfg, err
}

func TestDefaultsAndRequired(t *testing.T) {
	cfg, err := load(t, map[string]string{"NAME": "api"})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Port != 8080 || cfg.Nested.Level != "info" {
		t.Fatalf("defaults not applied: %+v", cfg)
	}
	_, err = load(t, map[string]string{})
	if !IsMissing(err) {
		t.Fatalf("want a missing error, got %v", err)
	}
}

func TestPrefix(t *testing.T) {
	cfg, err := load(t, map[string]string{"APP_NAME": "api", "APP_PORT": "9000"}, WithPrefix("APP_"))
	if err != nil || cfg.Port != 9000 {
		t.Fatalf("got %+v, %v", cfg, err)
	}
}

func TestSliceAndMap(t *testing.T) {
	cfg, err := load(t, map[string]string{"NAME": "x", "HOSTS": "a, b,,c", "LABELS": "team:core,env:prod"})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(cfg.Hosts, []string{"a", "b", "c"}) {
		t.Fatalf("hosts: %q", cfg.Hosts)
	}
	if cfg.Labels["env"] != "prod" {
		t.Fatalf("labels: %v", cfg.Labels)
	}
}

func TestDuration(t *testing.T) {
	var cfg struct {
		Timeout time.Duration   `env:"TIMEOUT" default:"30s"`
		Retry   []time.Duration `env:"RETRY"`
	}
	err := Load(&cfg, WithLookup(MapLookup(map[string]string{"RETRY": "100ms,1s"})))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Timeout != 30*time.Second || !reflect.DeepEqual(cfg.Retry, []time.Duration{100 * time.Millisecond, time.Second}) {
		t.Fatalf("got %+v", cfg)
	}
}

func TestBool(t *testing.T) {
	for raw, want := range map[string]bool{"1": true, "TRUE": true, "false": false, "0": false} {
		cfg, err := load(t, map[string]string{"NAME": "x", "DEBUG": raw})
		if err != nil || cfg.Debug != want {
			t.Fatalf("DEBUG=%s: got %v, %v", raw, cfg.Debug, err)
		}
	}
	if _, err := load(t, map[string]string{"NAME": "x", "DEBUG": "ture"}); err == nil {
		t.Fatal("DEBUG=ture should fail")
	}
}

func TestFieldError(t *testing.T) {
	_, err := load(t, map[string]string{"NAME": "x", "PORT": "eighty"})
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Key != "PORT" {
		t.Fatalf("want a FieldError for PORT, got %v", err)
	}
}

func TestFields(t *testing.T) {
	_, err := load(t, map[string]string{"PORT": "eighty"})
	if got := Fields(err); !reflect.DeepEqual(got, []string{"Port", "Name"}) {
		t.Fatalf("Fields = %q", got)
	}
	if Fields(nil) != nil {
		t.Fatal("Fields(nil) should be nil")
	}
}

func TestNotPointer(t *testing.T) {
	if err := Load(basic{}); !errors.Is(err, ErrNotStructPointer) {
		t.Fatalf("got %v", err)
	}
}
