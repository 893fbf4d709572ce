module github.com/qiyu-tech/notifyhub

go 1.22

require github.com/google/uuid v1.6.0
