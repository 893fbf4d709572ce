module github.com/mirrorlab/dlserver

go 1.22
