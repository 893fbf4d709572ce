package main

import (
	"os"

	"github.com/hrk-tools/logtail/cmd"
)

func main() {
	if err := cmd.Execute(); err != nil {
		os.Exit(1)
	}
}
