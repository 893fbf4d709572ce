module github.com/liuyang/imgshrink

go 1.22

require (
	github.com/disintegration/imaging v1.6.2
	github.com/spf13/cobra v1.8.1
)
