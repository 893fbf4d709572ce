variable "name" {
  type        = string
  description = "Service name, e.g. orders."
}

variable "env" {
  type        = string
  description = "dev, staging or prod."
}

variable "engine_version" {
  type    = string
  default = "16.3"
}

variable "instance_class" {
  type    = string
  default = "db.t4g.micro"
}

variable "storage_gb" {
  type    = number
  default = 20
}

variable "multi_az" {
  type    = bool
  default = false
}

variable "performance_insights" {
  type    = bool
  default = false
}

variable "slow_query_ms" {
  type    = number
  default = 500
}

variable "subnet_ids" {
  type = list(string)
}

variable "security_group_ids" {
  type = list(string)
}

variable "master_password" {
  type      = string
  sensitive = true
}

variable "tags" {
  type    = map(string)
  default = {}
}
