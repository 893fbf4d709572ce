package store

import (
	"sort"
	"strings"
	"time"
)

// Object is one entry of a bucket listing.
type Object struct {
	Key      string
	Size     int64
	Modified time.Time
}

// Bucket is an in-memory stand-in for the object store client.
type Bucket struct {
	Name    string
	objects []Object
}

func NewBucket(name string, objs ...Object) *Bucket {
	return &Bucket{Name: name, objects: objs}
}

// List returns the objects under prefix, sorted by key.
func (b *Bucket) List(prefix string) []Object {
	var out []Object
	for _, o := range b.objects {
		if strings.HasPrefix(o.Key, prefix) {
			out = append(out, o)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}

// TotalSize sums the sizes of objs.
func TotalSize(objs []Object) int64 {
	var n int64
	for _, o := range objs {
		n += o.Size
	}
	return n
}
