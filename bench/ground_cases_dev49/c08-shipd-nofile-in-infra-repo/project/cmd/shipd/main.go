package main

import (
	"context"
	"log"
	"os"
	"os/signal"
	"syscall"

	"git.corp.example.com/build/shipd/internal/config"
	"git.corp.example.com/build/shipd/internal/server"
	"git.corp.example.com/build/shipd/internal/store"
)

var version = "dev"

func main() {
	cfg, err := config.FromEnv()
	if err != nil {
		log.Fatal(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	st := &store.Disk{Root: cfg.DataDir, MaxSize: cfg.MaxUpload}
	srv := server.New(cfg, st)
	log.Printf("shipd %s listening on %s, data in %s, max %d conns", version, cfg.Addr, cfg.DataDir, cfg.MaxConns)
	if err := srv.Serve(ctx); err != nil {
		log.Fatal(err)
	}
	log.Print("shipd stopped")
}
