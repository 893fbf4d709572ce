package config

import (
	"fmt"
	"time"

	"github.com/kelseyhightower/envconfig"
)

// Config is read from LOGSHIP_* environment variables.
type Config struct {
	Collector  string        `envconfig:"COLLECTOR" required:"true"`
	Streams    []string      `envconfig:"STREAMS" default:"app"`
	MaxBytes   int           `envconfig:"MAX_BYTES" default:"1048576"`
	FlushEvery time.Duration `envconfig:"FLUSH_INTERVAL" default:"5s"`
	Debug      bool          `envconfig:"DEBUG" default:"false"`
}

// Load reads the configuration and checks the values that envconfig cannot.
func Load() (Config, error) {
	var c Config
	if err := envconfig.Process("logship", &c); err != nil {
		return c, fmt.Errorf("config: %w", err)
	}
	if c.MaxBytes <= 0 {
		return c, fmt.Errorf("config: LOGSHIP_MAX_BYTES must be positive, got %d", c.MaxBytes)
	}
	if c.FlushEvery < 100*time.Millisecond {
		return c, fmt.Errorf("config: LOGSHIP_FLUSH_INTERVAL must be at least 100ms, got %s", c.FlushEvery)
	}
	if len(c.Streams) == 0 {
		return c, fmt.Errorf("config: LOGSHIP_STREAMS is empty")
	}
	return c, nil
}

// String hides nothing today, but keeps the log line in one place.
func (c Config) String() string {
	return fmt.Sprintf("collector=%s streams=%v max_bytes=%d debug=%v",
		c.Collector, c.Streams, c.MaxBytes, c.Debug)
}
