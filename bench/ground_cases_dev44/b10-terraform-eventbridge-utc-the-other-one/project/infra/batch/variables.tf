variable "prefix" {
  type    = string
  default = "shop-prod"
}

variable "vpc_id" {
  type = string
}

variable "private_subnet_ids" {
  type = list(string)
}

variable "db_secret_arn" {
  type = string
}

variable "slack_webhook_param" {
  type    = string
  default = "/shop/prod/slack/nightly-report-webhook"
}
