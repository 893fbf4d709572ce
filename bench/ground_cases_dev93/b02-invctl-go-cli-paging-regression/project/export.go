package main

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"time"

	"github.com/hoshino-lab/invctl/internal/client"
)

func runExport(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	since := fs.String("since", "", "only items updated on or after this day (YYYY-MM-DD, JST)")
	out := fs.String("o", "", "output file (default: stdout)")
	format := fs.String("format", "csv", "output format: csv or json")
	includeArchived := fs.Bool("include-archived", false, "also export items whose status is archived")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *format != "csv" && *format != "json" {
		return fmt.Errorf("--format: want csv or json, got %q", *format)
	}
	var sinceT time.Time
	if *since != "" {
		t, err := time.ParseInLocation("2006-01-02", *since, jst)
		if err != nil {
			return fmt.Errorf("--since: %w", err)
		}
		sinceT = t
	}

	c := client.New(os.Getenv("INV_API_URL"), os.Getenv("INV_API_TOKEN"))
	items, err := c.FetchAll(ctx, sinceT)
	if err != nil {
		return err
	}
	if !*includeArchived {
		items = withoutArchived(items)
	}

	w := io.Writer(os.Stdout)
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	if *format == "json" {
		return writeJSON(w, items)
	}
	return writeCSV(w, items)
}

// writeJSON writes one JSON array; updated_at is JST like in the CSV.
func writeJSON(w io.Writer, items []client.Item) error {
	type row struct {
		SKU       string `json:"sku"`
		Name      string `json:"name"`
		Status    string `json:"status"`
		Stock     int    `json:"stock"`
		UpdatedAt string `json:"updated_at"`
	}
	rows := make([]row, 0, len(items))
	for _, it := range items {
		rows = append(rows, row{it.SKU, it.Name, it.Status, it.Stock, it.UpdatedAt.In(jst).Format(time.RFC3339)})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(rows)
}

func withoutArchived(items []client.Item) []client.Item {
	kept := items[:0:0]
	for _, it := range items {
		if it.Status != "archived" {
			kept = append(kept, it)
		}
	}
	return kept
}

var csvHeader = []string{"sku", "name", "status", "stock", "updated_at"}

func writeCSV(w io.Writer, items []client.Item) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return err
	}
	for _, it := range items {
		row := []string{it.SKU, it.Name, it.Status, strconv.Itoa(it.Stock), it.UpdatedAt.In(jst).Format(time.RFC3339)}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
