variable "project" {
  type = string
}

variable "env" {
  type = string
}

variable "vpc_id" {
  type = string
}

variable "subnet_ids" {
  type = list(string)
}

variable "engine_version" {
  type    = string
  default = "16.3"
}

variable "instance_class" {
  type    = string
  default = "db.t4g.medium"
}

variable "allocated_storage" {
  type    = number
  default = 50
}

variable "db_name" {
  type = string
}

variable "master_username" {
  type    = string
  default = "app"
}

variable "publicly_accessible" {
  type    = bool
  default = false
}

variable "backup_retention_days" {
  type        = number
  default     = 7
  description = "Days of automated backups (0 disables them and PITR)"
}

variable "tags" {
  type    = map(string)
  default = {}
}
