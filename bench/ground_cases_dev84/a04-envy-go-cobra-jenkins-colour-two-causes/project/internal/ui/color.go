// Package ui holds the few terminal niceties envy uses: ANSI colour that turns itself off
// when nobody is looking.
package ui

import (
	"os"

	"golang.org/x/term"
)

// Force turns colour on even when output is not a terminal (CLICOLOR_FORCE).
var Force bool

var disabled bool

// Disable turns colour off for the rest of the run (--no-color).
func Disable() { disabled = true }

// Enabled reports whether output should be coloured.
func Enabled() bool {
	if disabled || os.Getenv("NO_COLOR") != "" {
		return false
	}
	if Force {
		return true
	}
	return term.IsTerminal(int(os.Stdin.Fd()))
}

func wrap(code, s string) string {
	if !Enabled() {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

func Red(s string) string    { return wrap("31", s) }
func Green(s string) string  { return wrap("32", s) }
func Yellow(s string) string { return wrap("33", s) }
