module example.com/relayq

go 1.22
