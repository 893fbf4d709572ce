package config

import (
	"fmt"
	"time"

	"github.com/caarlos0/env/v11"
)

// Retry controls outbound webhook delivery.
type Retry struct {
	MaxRetries     int           `env:"WEBHOOK_MAX_RETRIES" envDefault:"6"`
	BaseDelay      time.Duration `env:"WEBHOOK_BASE_DELAY" envDefault:"500ms"`
	MaxDelay       time.Duration `env:"WEBHOOK_MAX_DELAY" envDefault:"30s"`
	RequestTimeout time.Duration `env:"WEBHOOK_TIMEOUT" envDefault:"10s"`
}

type Config struct {
	Addr        string `env:"ADDR" envDefault:":8080"`
	DatabaseURL string `env:"DATABASE_URL,required"`
	SigningKey  string `env:"WEBHOOK_SIGNING_KEY,required"`
	Workers     int    `env:"WORKERS" envDefault:"4"`
	Retry       Retry
}

func Load() (Config, error) {
	var c Config
	if err := env.Parse(&c); err != nil {
		return c, fmt.Errorf("config: %w", err)
	}
	if c.Retry.MaxRetries < 0 {
		return c, fmt.Errorf("config: WEBHOOK_MAX_RETRIES must be >= 0")
	}
	if c.Workers < 1 {
		c.Workers = 1
	}
	return c, nil
}
