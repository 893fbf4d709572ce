module github.com/tallyhq/hookd

go 1.23
