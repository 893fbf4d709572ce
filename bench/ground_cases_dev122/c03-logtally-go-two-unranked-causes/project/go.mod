module github.com/zhaolei/logtally

go 1.22
