variable "env" {
  type        = string
  description = "staging or production"
}

variable "certificate_arn" {
  type = string
}

variable "image_tag" {
  type        = string
  description = "reservation-api image tag pushed by CI"
}

variable "desired_count" {
  type    = number
  default = 2
}

variable "task_cpu" {
  type    = number
  default = 256
}

variable "task_memory" {
  type    = number
  default = 512
}

variable "log_retention_days" {
  type    = number
  default = 14
}
