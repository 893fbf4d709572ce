module example.com/leasekeeper

go 1.22
