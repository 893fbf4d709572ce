module github.com/ryo-t/jobrunner

go 1.22
