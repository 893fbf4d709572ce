package main

import (
	"context"
	"log/slog"
	"os"
	"time"

	"example.com/leasekeeper/internal/lease"
)

func main() {
	store := lease.NewEtcdStore(os.Getenv("ETCD_ENDPOINTS"))
	r := lease.NewRenewer(store, 15*time.Second, 5*time.Second, slog.Default())
	r.Run(context.Background(), os.Getenv("LEASE_NAMES"))
}
