package config

import (
	"time"

	"github.com/kelseyhightower/envconfig"
)

type Config struct {
	Addr          string `envconfig:"ADDR" default:":8080"`
	QuotaLimit    int    `envconfig:"QUOTA_LIMIT" default:"100"`
	WindowSeconds int    `envconfig:"QUOTA_WINDOW" default:"600"`
	UpstreamURL   string `envconfig:"UPSTREAM_URL" required:"true"`
}

func Load() (Config, error) {
	var c Config
	err := envconfig.Process("", &c)
	return c, err
}

// Window is the quota window as a duration.
func (c Config) Window() time.Duration {
	return time.Duration(c.WindowSeconds) * time.Second
}
