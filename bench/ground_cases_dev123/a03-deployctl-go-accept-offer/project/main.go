package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"

	"github.com/northwind/deployctl/internal/client"
	"github.com/northwind/deployctl/internal/config"
)

func usage() {
	fmt.Fprintln(os.Stderr, "usage: deployctl deploy <service> <version> | deployctl status <release-id>")
	os.Exit(2)
}

func main() {
	asJSON := flag.Bool("json", false, "status: print the release as JSON")
	flag.Parse()
	if flag.NArg() < 2 {
		usage()
	}
	cfg, err := config.Load()
	if err != nil {
		fmt.Fprintln(os.Stderr, "deployctl:", err)
		os.Exit(1)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	c := client.New(cfg.APIURL, cfg.Token, cfg.Timeout, cfg.MaxAttempts)

	switch flag.Arg(0) {
	case "deploy":
		if flag.NArg() != 3 {
			usage()
		}
		rel, err := c.Deploy(ctx, flag.Arg(1), flag.Arg(2))
		if err != nil {
			fmt.Fprintln(os.Stderr, "deployctl:", err)
			os.Exit(1)
		}
		fmt.Printf("release %s started (%s@%s)\n", rel.ID, rel.Service, rel.Version)
	case "status":
		rel, err := c.Status(ctx, flag.Arg(1))
		if err != nil {
			fmt.Fprintln(os.Stderr, "deployctl:", err)
			os.Exit(1)
		}
		if *asJSON {
			json.NewEncoder(os.Stdout).Encode(rel)
			return
		}
		fmt.Printf("%s  %s@%s  %s  since %s\n", rel.ID, rel.Service, rel.Version, rel.State, rel.StartedAt.Format("15:04:05"))
	default:
		usage()
	}
}
