module github.com/tsubasa-k/usersvc

go 1.22
