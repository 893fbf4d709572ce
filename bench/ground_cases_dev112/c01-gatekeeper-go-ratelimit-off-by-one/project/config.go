package main

import (
	"net/http"
	"net/http/httputil"
	"net/url"

	"github.com/caarlos0/env/v11"
)

type Config struct {
	Listen         string `env:"LISTEN" envDefault:":8080"`
	Upstream       string `env:"UPSTREAM_URL,required"`
	LimitPerMinute int    `env:"LIMIT_PER_MIN" envDefault:"100"`
}

func LoadConfig() (Config, error) {
	var cfg Config
	if err := env.Parse(&cfg); err != nil {
		return Config{}, err
	}
	return cfg, nil
}

func proxyTo(raw string) http.Handler {
	u, err := url.Parse(raw)
	if err != nil {
		panic(err)
	}
	p := httputil.NewSingleHostReverseProxy(u)
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		http.Error(w, "upstream unavailable", http.StatusBadGateway)
	}
	return p
}
