module github.com/hayato-n/dbbackup-prune

go 1.22
