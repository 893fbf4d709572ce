module github.com/picbed/uploader

go 1.22

require github.com/disintegration/imaging v1.6.2
