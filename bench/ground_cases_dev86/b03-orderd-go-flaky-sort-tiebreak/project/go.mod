module github.com/tsubame/orderd

go 1.22

require github.com/google/go-cmp v0.6.0
