module github.com/hexin-tech/edge-gw

go 1.22
