module gitee.com/lanfeng/cronlite

go 1.19
