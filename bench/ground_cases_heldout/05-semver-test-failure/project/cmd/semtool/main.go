package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"

	"github.com/nora-d/semtool/version"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: semtool compare A B | sort | bump PART V")
		os.Exit(2)
	}
	switch os.Args[1] {
	case "compare":
		c, err := version.Compare(os.Args[2], os.Args[3])
		exitOn(err)
		fmt.Println(c)
	case "sort":
		var vs []version.Version
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			v, err := version.Parse(sc.Text())
			exitOn(err)
			vs = append(vs, v)
		}
		sort.SliceStable(vs, func(i, j int) bool { return vs[i].Compare(vs[j]) < 0 })
		for _, v := range vs {
			fmt.Println(v)
		}
	case "bump":
		v, err := version.Parse(os.Args[3])
		exitOn(err)
		out, err := version.Bump(v, os.Args[2])
		exitOn(err)
		fmt.Println(out)
	default:
		fmt.Fprintf(os.Stderr, "semtool: unknown command %q\n", os.Args[1])
		os.Exit(2)
	}
}

func exitOn(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "semtool:", err)
		os.Exit(1)
	}
}
