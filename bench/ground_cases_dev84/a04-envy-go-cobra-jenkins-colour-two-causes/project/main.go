package main

import (
	"os"

	"github.com/lunarops/envy/cmd"
)

func main() {
	if err := cmd.Execute(); err != nil {
		os.Exit(1)
	}
}
