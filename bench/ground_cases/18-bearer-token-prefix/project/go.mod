module gitee.com/yunfan/deploy-console

go 1.21
