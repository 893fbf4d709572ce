package main

import (
	"os"

	"github.com/acme-inc/kura/cmd"
)

// Set by goreleaser (-ldflags "-X main.version=...").
var (
	version = "dev"
	commit  = "none"
)

func main() {
	if err := cmd.Execute(version, commit); err != nil {
		os.Exit(1)
	}
}
