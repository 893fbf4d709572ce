module github.com/parcelhop/shipfeed

go 1.22

require github.com/google/go-cmp v0.6.0
