output "oncall_topic_arn" {
  description = "SNS topic every alarm publishes to"
  value       = aws_sns_topic.oncall.arn
}

output "alarm_names" {
  description = "Names of the alarms in this stack, for the status page"
  value = [
    aws_cloudwatch_metric_alarm.alb_5xx.alarm_name,
    aws_cloudwatch_metric_alarm.alb_latency.alarm_name,
    aws_cloudwatch_metric_alarm.jobs_queue_age.alarm_name,
    aws_cloudwatch_metric_alarm.rds_cpu.alarm_name,
    aws_cloudwatch_metric_alarm.rds_free_storage.alarm_name,
  ]
}

output "alarm_arns" {
  description = "ARNs, for composite alarms in the platform stack"
  value = {
    alb_5xx          = aws_cloudwatch_metric_alarm.alb_5xx.arn
    alb_latency      = aws_cloudwatch_metric_alarm.alb_latency.arn
    jobs_queue_age   = aws_cloudwatch_metric_alarm.jobs_queue_age.arn
    rds_cpu          = aws_cloudwatch_metric_alarm.rds_cpu.arn
    rds_free_storage = aws_cloudwatch_metric_alarm.rds_free_storage.arn
  }
}

output "account_id" {
  description = "Account the alarms live in"
  value       = data.aws_caller_identity.current.account_id
}
