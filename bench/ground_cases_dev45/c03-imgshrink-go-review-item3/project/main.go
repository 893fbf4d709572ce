package main

import "github.com/liuyang/imgshrink/cmd"

func main() {
	cmd.Execute()
}
