package main

import "github.com/zhaolei/dotsync/cmd"

func main() {
	cmd.Execute()
}
