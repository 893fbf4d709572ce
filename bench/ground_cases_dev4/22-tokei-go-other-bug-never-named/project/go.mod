module example.com/tokei

go 1.22
