module github.com/pixelpost/imgd

go 1.22

require golang.org/x/image v0.16.0
