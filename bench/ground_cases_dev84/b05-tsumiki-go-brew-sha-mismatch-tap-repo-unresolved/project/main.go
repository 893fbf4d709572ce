package main

import (
	"os"

	"github.com/kenji-t/tsumiki/cmd"
)

func main() {
	if err := cmd.Root().Execute(); err != nil {
		os.Exit(1)
	}
}
