env                     = "prod"
alb_arn_suffix          = "app/orders-prod/5f1c2a9e7b3d4c60"
target_group_arn_suffix = "targetgroup/orders-api-prod/9a8b7c6d5e4f3a21"
rds_instance_id         = "orders-prod-db"
oncall_email            = "oncall-orders@acme.example"
latency_threshold_ms    = 800
error_count_threshold   = 10
tags = {
  Team = "orders"
}
