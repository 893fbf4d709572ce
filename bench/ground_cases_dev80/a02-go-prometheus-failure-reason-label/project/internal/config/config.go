package config

import (
	"fmt"
	"log/slog"
	"os"
	"strings"
	"time"
)

type Config struct {
	Addr           string
	MetricsAddr    string
	LogLevel       slog.Level
	ForwardTimeout time.Duration
	Secrets        map[string]string // provider -> signing secret
	Targets        map[string]string // provider -> upstream base URL
}

func Load() (*Config, error) {
	cfg := &Config{
		Addr:        env("HOOKRELAY_ADDR", ":8080"),
		MetricsAddr: env("HOOKRELAY_METRICS_ADDR", ":9090"),
		Secrets:     map[string]string{},
		Targets:     map[string]string{},
	}
	if err := cfg.LogLevel.UnmarshalText([]byte(env("HOOKRELAY_LOG_LEVEL", "info"))); err != nil {
		return nil, fmt.Errorf("HOOKRELAY_LOG_LEVEL: %w", err)
	}
	d, err := time.ParseDuration(env("HOOKRELAY_FORWARD_TIMEOUT", "5s"))
	if err != nil {
		return nil, fmt.Errorf("HOOKRELAY_FORWARD_TIMEOUT: %w", err)
	}
	cfg.ForwardTimeout = d
	for _, p := range []string{"stripe", "github", "shopify"} {
		up := strings.ToUpper(p)
		cfg.Secrets[p] = os.Getenv("HOOKRELAY_" + up + "_SECRET")
		cfg.Targets[p] = os.Getenv("HOOKRELAY_" + up + "_TARGET")
	}
	return cfg, nil
}

func env(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}
