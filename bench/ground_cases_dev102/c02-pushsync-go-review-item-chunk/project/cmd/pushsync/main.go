package main

import (
	"flag"
	"fmt"
	"log"
	"os"

	"github.com/haoran/pushsync/internal/batch"
	"github.com/haoran/pushsync/internal/store"
)

const upstreamMax = 100

func main() {
	bs := flag.Int("batch-size", 50, "records per request (max 100)")
	src := flag.String("src", "devices.csv", "device token CSV")
	dryRun := flag.Bool("dry-run", false, "print the plan, do not call the API")
	flag.Parse()

	if err := batch.Validate(*bs, upstreamMax); err != nil {
		log.Fatal(err)
	}
	devices, err := store.LoadCSV(*src)
	if err != nil {
		log.Fatalf("load %s: %v", *src, err)
	}
	if *dryRun {
		fmt.Printf("dry run: %d devices, %d requests of up to %d\n", len(devices), batch.Count(len(devices), *bs), *bs)
		return
	}
	client := store.NewClient(os.Getenv("PUSH_API_TOKEN"))
	for i, b := range batch.Chunk(devices, *bs) {
		if err := client.Upsert(b); err != nil {
			log.Fatalf("batch %d: %v", i, err)
		}
	}
	fmt.Printf("synced %d devices in %d requests\n", len(devices), batch.Count(len(devices), *bs))
}
