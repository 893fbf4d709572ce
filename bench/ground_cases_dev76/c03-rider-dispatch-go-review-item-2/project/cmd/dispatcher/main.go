package main

import (
	"encoding/json"
	"flag"
	"log/slog"
	"os"
	"time"

	"github.com/lanxi/dispatcher/internal/dispatch"
)

type batch struct {
	Drivers []dispatch.Driver `json:"drivers"`
	Orders  []dispatch.Order  `json:"orders"`
}

func main() {
	path := flag.String("in", "batch.json", "batch file exported by the order service")
	flag.Parse()
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	raw, err := os.ReadFile(*path)
	if err != nil {
		logger.Error("read batch", "path", *path, "err", err)
		os.Exit(1)
	}
	var in batch
	if err := json.Unmarshal(raw, &in); err != nil {
		logger.Error("parse batch", "path", *path, "err", err)
		os.Exit(1)
	}
	drivers := make(map[string]*dispatch.Driver, len(in.Drivers))
	for i := range in.Drivers {
		drivers[in.Drivers[i].ID] = &in.Drivers[i]
	}
	result, err := dispatch.Assign(drivers, in.Orders, time.Now())
	if err != nil {
		logger.Warn("assign", "err", err)
	}
	for orderID, driverID := range result {
		logger.Info("assigned", "order", orderID, "driver", driverID)
	}
	logger.Info("batch done", "assigned", len(result), "total", len(in.Orders))
}
