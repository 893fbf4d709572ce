package main

import (
	"flag"
	"log"
	"net/http"

	"github.com/mirrorlab/dlserver/internal/files"
)

func main() {
	root := flag.String("root", "/data/mirror", "directory to serve")
	addr := flag.String("addr", ":8000", "listen address")
	flag.Parse()
	log.Printf("serving %s on %s", *root, *addr)
	log.Fatal(http.ListenAndServe(*addr, &files.Server{Root: *root}))
}
