package config

import "time"

// Config is the effective configuration after file and environment are merged.
type Config struct {
	Endpoint    string        `yaml:"endpoint"`
	Bucket      string        `yaml:"bucket"`
	DryRun      bool          `yaml:"dry_run"`
	Verbose     bool          `yaml:"verbose"`
	MaxRetries  int           `yaml:"max_retries"`
	RetryBase   time.Duration `yaml:"retry_base"`
	Concurrency int           `yaml:"concurrency"`
}

// Default returns the built-in defaults.
func Default() Config {
	return Config{
		MaxRetries:  3,
		RetryBase:   500 * time.Millisecond,
		Concurrency: 4,
	}
}
