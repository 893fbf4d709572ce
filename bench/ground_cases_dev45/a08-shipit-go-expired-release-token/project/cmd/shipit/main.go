package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/nordkit/shipit/internal/formula"
	"github.com/nordkit/shipit/internal/github"
)

func main() {
	tag := flag.String("tag", os.Getenv("GITHUB_REF_NAME"), "release tag, e.g. v1.4.0")
	dist := flag.String("dist", "dist", "folder with the built archives")
	tap := flag.String("tap", "nordkit/homebrew-tap", "owner/repo of the Homebrew tap")
	flag.Parse()

	token := os.Getenv("SHIPIT_TOKEN")
	if token == "" {
		log.Fatal("SHIPIT_TOKEN is not set")
	}
	gh := github.New(token)
	ctx := context.Background()

	archives, err := filepath.Glob(filepath.Join(*dist, "*.tar.gz"))
	if err != nil || len(archives) == 0 {
		log.Fatalf("no archives in %s", *dist)
	}
	rel, err := gh.CreateRelease(ctx, "nordkit/shipit", *tag)
	if err != nil {
		log.Fatalf("create release: %v", err)
	}
	for _, a := range archives {
		if err := gh.UploadAsset(ctx, rel, a); err != nil {
			log.Fatalf("upload %s: %v", a, err)
		}
	}
	f, err := formula.Render(*tag, archives)
	if err != nil {
		log.Fatalf("render formula: %v", err)
	}
	if err := gh.PutFile(ctx, *tap, "Formula/shipit.rb", f, fmt.Sprintf("shipit %s", *tag)); err != nil {
		log.Fatalf("update tap: %v", err)
	}
	fmt.Printf("released %s (%d assets), tap updated\n", *tag, len(archives))
}
