variable "project" {
  type    = string
  default = "reserve-web"
}

variable "region" {
  type    = string
  default = "ap-northeast-1"
}

variable "environment" {
  type = string
  validation {
    condition     = contains(["staging", "production"], var.environment)
    error_message = "environment must be staging or production"
  }
}

variable "desired_count" {
  type    = number
  default = 2
}

variable "container_port" {
  type    = number
  default = 3000
}
