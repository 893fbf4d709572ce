package main

import (
	"os"

	"github.com/acme/kctl/cmd"
)

func main() {
	if err := cmd.Execute(); err != nil {
		os.Exit(1)
	}
}
