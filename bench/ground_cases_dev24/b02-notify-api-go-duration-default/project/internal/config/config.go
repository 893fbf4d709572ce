package config

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// Config holds everything the server reads from the environment at startup.
type Config struct {
	Addr           string
	ReadTimeout    time.Duration
	WriteTimeout   time.Duration
	ShutdownGrace  time.Duration
	MaxBodyBytes   int64
	AllowedOrigins []string
}

const (
	defaultAddr          = ":8080"
	defaultReadTimeout   = 30 * time.Second
	defaultWriteTimeout  = 30 * time.Second
	defaultShutdownGrace = 10 * time.Second
	defaultMaxBodyBytes  = 1 << 20
)

// Load reads the configuration through getenv (os.Getenv in production).
func Load(getenv func(string) string) (Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	cfg := Config{Addr: defaultAddr, MaxBodyBytes: defaultMaxBodyBytes}
	if v := strings.TrimSpace(getenv("APP_ADDR")); v != "" {
		cfg.Addr = v
	}
	var err error
	if cfg.ReadTimeout, err = parseDuration("APP_READ_TIMEOUT", getenv("APP_READ_TIMEOUT"), defaultReadTimeout); err != nil {
		return Config{}, err
	}
	if cfg.WriteTimeout, err = parseDuration("APP_WRITE_TIMEOUT", getenv("APP_WRITE_TIMEOUT"), defaultWriteTimeout); err != nil {
		return Config{}, err
	}
	if cfg.ShutdownGrace, err = parseDuration("APP_SHUTDOWN_GRACE", getenv("APP_SHUTDOWN_GRACE"), defaultShutdownGrace); err != nil {
		return Config{}, err
	}
	if v := strings.TrimSpace(getenv("APP_MAX_BODY_BYTES")); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n <= 0 {
			return Config{}, fmt.Errorf("APP_MAX_BODY_BYTES: %q is not a positive integer", v)
		}
		cfg.MaxBodyBytes = n
	}
	if v := getenv("APP_ALLOWED_ORIGINS"); v != "" {
		for _, o := range strings.Split(v, ",") {
			if o = strings.TrimSpace(o); o != "" {
				cfg.AllowedOrigins = append(cfg.AllowedOrigins, o)
			}
		}
	}
	return cfg, nil
}
