variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "service" {
  type        = string
  description = "Service name used in alarm names"
  default     = "orders-api"
}

variable "env" {
  type = string
}

variable "alb_arn_suffix" {
  type        = string
  description = "arn_suffix of the service's load balancer (app/...)"
}

variable "target_group_arn_suffix" {
  type        = string
  description = "arn_suffix of the service's target group (targetgroup/...)"
}

variable "rds_instance_id" {
  type = string
}

variable "latency_threshold_ms" {
  type        = number
  description = "Alarm when target response time is above this many milliseconds"
  default     = 800
}

variable "error_count_threshold" {
  type        = number
  description = "5xx responses per minute before we alarm"
  default     = 10
}

variable "queue_age_threshold_seconds" {
  type        = number
  description = "Page when the oldest message in the jobs queue is older than this"
  default     = 600
}

variable "runbook_base_url" {
  type        = string
  description = "Runbook page; each alarm links to #<alarm name>"
  default     = "https://runbooks.acme.example/orders-api"
}

variable "oncall_email" {
  type = string
}

variable "pagerduty_endpoint" {
  type      = string
  sensitive = true
}

variable "tags" {
  type    = map(string)
  default = {}
}
