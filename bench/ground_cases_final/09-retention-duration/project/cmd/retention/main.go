package main

import (
	"flag"
	"log"
	"os"
	"time"

	"example.com/retention/internal/policy"
	"example.com/retention/internal/storage"
)

func main() {
	policyPath := flag.String("policy", "retention.conf", "policy file")
	root := flag.String("root", "/var/backups", "backup root")
	dryRun := flag.Bool("n", false, "only print what would be deleted")
	flag.Parse()

	f, err := os.Open(*policyPath)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	rules, err := policy.Parse(f)
	if err != nil {
		log.Fatal(err)
	}
	sw := storage.NewSweeper(*root, *dryRun)
	n, err := sw.Sweep(rules, time.Now())
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("removed %d objects", n)
}
