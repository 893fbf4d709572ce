variable "service" {
  type        = string
  description = "Service name, used as the prefix of every resource name."
}

variable "env" {
  type        = string
  description = "Environment (staging, prod)."
}

variable "image_uri" {
  type        = string
  description = "ECR image of the worker."
}

variable "timeout" {
  type        = number
  default     = 30
  description = "Lambda timeout in seconds."
}

variable "memory_mb" {
  type    = number
  default = 512
}

variable "output_bucket" {
  type        = string
  description = "Bucket the worker writes its output to."
}

variable "environment" {
  type    = map(string)
  default = {}
}
