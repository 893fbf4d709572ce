package main

import (
	"fmt"
	"os"
	"time"

	"github.com/spf13/pflag"

	"github.com/kestrel-labs/lsobj/internal/paginate"
	"github.com/kestrel-labs/lsobj/internal/store"
)

func main() {
	prefix := pflag.StringP("prefix", "p", "", "only keys with this prefix")
	page := pflag.Int("page", 0, "page to show (0-based)")
	size := pflag.Int("size", paginate.DefaultSize, "objects per page")
	pflag.Parse()

	bucket := demoBucket()
	objs := bucket.List(*prefix)
	rows, more := paginate.Page(objs, *page, *size)
	for _, o := range rows {
		fmt.Printf("%-40s %10d  %s\n", o.Key, o.Size, o.Modified.Format(time.DateTime))
	}
	fmt.Println(paginate.Footer(*page, *size, len(objs)))
	fmt.Printf("total: %d objects, %d bytes\n", len(objs), store.TotalSize(objs))
	if more {
		fmt.Fprintf(os.Stderr, "more: --page %d\n", *page+1)
	}
}

func demoBucket() *store.Bucket {
	now := time.Now()
	var objs []store.Object
	for i := 0; i < 57; i++ {
		objs = append(objs, store.Object{Key: fmt.Sprintf("logs/2026/11/%03d.gz", i), Size: int64(1024 * (i + 1)), Modified: now})
	}
	return store.NewBucket("demo", objs...)
}
