package main

import (
	"flag"
	"log"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/lanxi-tech/shipq/internal/api"
	"github.com/lanxi-tech/shipq/internal/config"
	"github.com/lanxi-tech/shipq/internal/dispatch"
)

func main() {
	cfgPath := flag.String("config", "config.yaml", "path to config file")
	flag.Parse()

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Fatalf("load config: %v", err)
	}

	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	planner := dispatch.NewPlanner(time.Duration(cfg.StaleSeconds)*time.Second, logger)
	srv := &http.Server{
		Addr:         cfg.Listen,
		Handler:      api.NewRouter(planner),
		ReadTimeout:  5 * time.Second,
		WriteTimeout: 10 * time.Second,
	}
	log.Printf("shipq listening on %s", cfg.Listen)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Fatal(err)
	}
}
