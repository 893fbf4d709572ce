variable "environment" {
  description = "Deployment environment (staging or prod)."
  type        = string

  validation {
    condition     = contains(["staging", "prod"], var.environment)
    error_message = "environment must be staging or prod."
  }
}

variable "region" {
  description = "AWS region for the bucket."
  type        = string
  default     = "eu-central-1"
}

variable "domain_name" {
  description = "Public hostname of the CDN, e.g. assets.northwind.io."
  type        = string
}

variable "cors_origins" {
  description = "Origins allowed to fetch assets cross-origin."
  type        = list(string)
  default     = []
}

variable "noncurrent_version_days" {
  description = "Days to keep noncurrent object versions."
  type        = number
  default     = 30
}

variable "ci_role_name" {
  description = "IAM role assumed by the CI deploy job."
  type        = string
}
