module github.com/qiaoyu/taskd

go 1.22
