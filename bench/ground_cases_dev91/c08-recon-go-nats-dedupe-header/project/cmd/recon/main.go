package main

import (
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/nats-io/nats.go"

	"gitlab.internal/fin/recon/internal/consumer"
	"gitlab.internal/fin/recon/internal/settle"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Error("nats connect", "err", err)
		os.Exit(1)
	}
	js, err := nc.JetStream()
	if err != nil {
		log.Error("jetstream context", "err", err)
		os.Exit(1)
	}
	h := settle.NewHandler(settle.NewPGStore(os.Getenv("DATABASE_URL")), log)
	sub, err := consumer.Start(js, h, log)
	if err != nil {
		log.Error("subscribe", "err", err)
		os.Exit(1)
	}
	defer sub.Drain()

	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	<-sig
}
