package main

import "github.com/kenji-t/dotsync/cmd"

func main() {
	cmd.Execute()
}
