module github.com/docsteam/linkprobe

go 1.22
