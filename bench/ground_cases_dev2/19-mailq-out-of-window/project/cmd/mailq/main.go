package main

import (
	"fmt"
	"os"

	"example.org/mailq/internal/spool"
)

func main() {
	files, err := spool.Oldest(os.Getenv("SPOOL_DIR"), 50)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, f := range files {
		fmt.Println(f)
	}
}
