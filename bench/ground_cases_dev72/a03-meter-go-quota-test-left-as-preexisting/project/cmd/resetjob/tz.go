package main

import "time"

func mustUTC() *time.Location {
	loc, err := time.LoadLocation("UTC")
	if err != nil {
		panic(err)
	}
	return loc
}
