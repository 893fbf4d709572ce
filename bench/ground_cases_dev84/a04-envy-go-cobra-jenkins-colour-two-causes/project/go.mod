module github.com/lunarops/envy

go 1.22

require (
	github.com/spf13/cobra v1.8.1
	golang.org/x/term v0.25.0
)
