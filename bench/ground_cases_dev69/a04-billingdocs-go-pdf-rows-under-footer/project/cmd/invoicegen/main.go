package main

import (
	"encoding/json"
	"flag"
	"log"
	"os"

	"github.com/nordlicht/billing-docs/internal/invoice"
	"github.com/nordlicht/billing-docs/internal/pdf"
)

func main() {
	in := flag.String("in", "", "invoice JSON")
	out := flag.String("out", "invoice.pdf", "output PDF")
	flag.Parse()

	raw, err := os.ReadFile(*in)
	if err != nil {
		log.Fatalf("read %s: %v", *in, err)
	}
	var inv invoice.Invoice
	if err := json.Unmarshal(raw, &inv); err != nil {
		log.Fatalf("parse %s: %v", *in, err)
	}
	if err := inv.Validate(); err != nil {
		log.Fatalf("invalid invoice: %v", err)
	}
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	if err := pdf.Render(f, &inv, pdf.Options{FontDir: os.Getenv("FONT_DIR")}); err != nil {
		log.Fatalf("render: %v", err)
	}
}
