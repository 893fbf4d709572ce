package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/haruka-t/csvsplit/internal/split"
)

func main() {
	size := flag.Int("n", 1000, "rows per output file")
	out := flag.String("o", ".", "output directory")
	prefix := flag.String("prefix", "part", "output file name prefix")
	keepHeader := flag.Bool("header", true, "repeat the header row in every file")
	flag.Parse()

	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: csvsplit [-n rows] [-o dir] [-prefix p] input.csv")
		os.Exit(2)
	}
	in, err := os.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer in.Close()

	files, err := split.Split(in, split.Options{
		Size:       *size,
		OutDir:     *out,
		Prefix:     *prefix,
		KeepHeader: *keepHeader,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "csvsplit:", err)
		os.Exit(1)
	}
	for _, f := range files {
		fmt.Println(f)
	}
}
