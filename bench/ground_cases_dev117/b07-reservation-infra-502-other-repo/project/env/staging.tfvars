env             = "staging"
certificate_arn = "arn:aws:acm:ap-northeast-1:123456789012:certificate/7f1c0e2a-staging"
image_tag       = "latest"
desired_count   = 1
task_memory     = 1024
