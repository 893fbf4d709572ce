package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/kobayashi-infra/logsum/parse"
	"github.com/kobayashi-infra/logsum/report"
)

func main() {
	top := flag.Int("top", 10, "number of paths to show")
	asJSON := flag.Bool("json", false, "print the report as JSON")
	flag.Parse()

	var in io.Reader = os.Stdin
	if flag.NArg() > 0 {
		f, err := os.Open(flag.Arg(0))
		if err != nil {
			fmt.Fprintln(os.Stderr, "logsum:", err)
			os.Exit(1)
		}
		defer f.Close()
		in = f
	}

	agg := report.New()
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		e, err := parse.Line(sc.Text())
		if err != nil {
			agg.Skipped++
			continue
		}
		agg.Add(e)
	}

	if *asJSON {
		if err := agg.WriteJSON(os.Stdout, *top); err != nil {
			fmt.Fprintln(os.Stderr, "logsum:", err)
			os.Exit(1)
		}
		return
	}
	agg.WriteText(os.Stdout, *top)
}
