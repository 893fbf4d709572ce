package main

import (
	"context"
	"encoding/json"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"time"

	"git.example.cn/platform/hookrelay/internal/config"
	"git.example.cn/platform/hookrelay/internal/dispatch"
)

func main() {
	cfgPath := flag.String("config", "config.yaml", "path to config file")
	flag.Parse()

	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Error("load config", "err", err)
		os.Exit(1)
	}

	policy := dispatch.DefaultPolicy
	if cfg.Retry != nil {
		policy = dispatch.Policy{MaxAttempts: cfg.Retry.MaxAttempts, BaseDelay: cfg.Retry.BaseDelay,
			Jitter: cfg.Retry.Jitter}
	}
	d := dispatch.New(&http.Client{Timeout: cfg.RequestTimeout}, policy, log)

	hooks := make([]dispatch.Hook, 0, len(cfg.Hooks))
	for _, h := range cfg.Hooks {
		hooks = append(hooks, dispatch.Hook{Name: h.Name, URL: h.URL, Secret: []byte(os.Getenv(h.SecretEnv))})
	}

	http.HandleFunc("/events", func(w http.ResponseWriter, r *http.Request) {
		var ev dispatch.Event
		if err := json.NewDecoder(r.Body).Decode(&ev); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		ev.CreatedAt = time.Now().UTC()
		for _, h := range hooks {
			go func(h dispatch.Hook) {
				if err := d.Deliver(context.Background(), h, ev); err != nil {
					log.Error("delivery failed", "hook", h.Name, "err", err)
				}
			}(h)
		}
		w.WriteHeader(http.StatusAccepted)
	})
	log.Info("listening", "addr", cfg.Listen)
	if err := http.ListenAndServe(cfg.Listen, nil); err != nil {
		log.Error("serve", "err", err)
		os.Exit(1)
	}
}
