module github.com/kaiwen/todo-api

go 1.22
