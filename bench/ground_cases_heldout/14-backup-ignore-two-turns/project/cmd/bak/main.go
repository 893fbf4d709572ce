package main

import (
	"flag"
	"log"
	"path/filepath"

	"github.com/zhoumo/bak/internal/archive"
	"github.com/zhoumo/bak/internal/filter"
	"github.com/zhoumo/bak/internal/walk"
)

func main() {
	src := flag.String("src", ".", "directory to back up")
	out := flag.String("out", "backup.tar.gz", "archive to write")
	level := flag.Int("level", 6, "gzip level 1-9")
	flag.Parse()

	f, err := filter.Load(filepath.Join(*src, ".bakignore"))
	if err != nil {
		log.Fatal(err)
	}
	entries, err := walk.Files(*src, f)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("bak: %d entries (%d exclude rules)", len(entries), f.Len())
	n, err := archive.Write(*out, entries, *level)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("bak: wrote %s (%d bytes of file data)", *out, n)
}
