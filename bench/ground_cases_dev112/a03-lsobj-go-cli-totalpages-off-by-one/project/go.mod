module github.com/kestrel-labs/lsobj

go 1.22

require github.com/spf13/pflag v1.0.5
