output "service_name" {
  value = aws_ecs_service.api.name
}

output "cluster_name" {
  value = aws_ecs_cluster.this.name
}

output "alb_dns_name" {
  value = module.alb.dns_name
}

output "log_group" {
  value = aws_cloudwatch_log_group.api.name
}
