package main

import (
	"flag"
	"log"
	"net/http"

	"example.com/filebox/internal/quota"
	"example.com/filebox/internal/storage"
	"example.com/filebox/internal/tenant"
	"example.com/filebox/internal/upload"
)

func main() {
	addr := flag.String("addr", ":8090", "listen address")
	dataDir := flag.String("data", "/srv/filebox", "data directory")
	tenantsFile := flag.String("tenants", "tenants.json", "tenant config")
	flag.Parse()

	tenants, err := tenant.Load(*tenantsFile)
	if err != nil {
		log.Fatal(err)
	}
	disk := storage.NewDisk(*dataDir)
	usage, err := disk.UsageByTenant()
	if err != nil {
		log.Fatal(err)
	}
	checker := quota.NewChecker(tenants.LimitsMiB(), usage)
	h := upload.NewHandler(checker, disk, tenants)
	log.Fatal(http.ListenAndServe(*addr, h))
}
