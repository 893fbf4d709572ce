// Copyright 2015 The Go Authors. All rights reserved.

// Package rate provides a rate limiter.
package rate

// Limit defines the maximum frequency of some events.
type Limit float64

// Allow reports whether an event may happen now.
func (lim *Limiter) Allow() bool {
	return lim.AllowN(time.Now(), 1)
}
