package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"time"
)

// All dates on the command line and in the CSV are Japan time (the warehouse is in Chiba).
var jst = time.FixedZone("JST", 9*60*60)

const usage = `invctl - inventory tools for the warehouse team

usage:
  invctl export [--since YYYY-MM-DD] [--format csv|json] [--include-archived] [-o FILE]
  invctl version
`

var version = "dev"

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	var err error
	switch os.Args[1] {
	case "export":
		err = runExport(ctx, os.Args[2:])
	case "version":
		fmt.Println("invctl", version)
	case "-h", "--help", "help":
		fmt.Print(usage)
	default:
		fmt.Fprintf(os.Stderr, "invctl: unknown command %q\n\n%s", os.Args[1], usage)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "invctl:", err)
		os.Exit(1)
	}
}
