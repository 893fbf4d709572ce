variable "name" {
  description = "Identifier prefix for every resource in this module"
  type        = string
}

variable "engine_version" {
  type    = string
  default = "16.4"
}

variable "instance_class" {
  type    = string
  default = "db.t4g.medium"
}

variable "storage_gb" {
  type    = number
  default = 50
}

variable "db_name" {
  type = string
}

variable "master_username" {
  type    = string
  default = "app_admin"
}

variable "subnet_ids" {
  type = list(string)
}

variable "security_group_ids" {
  type = list(string)
}

variable "publicly_accessible" {
  type    = bool
  default = false
}

variable "multi_az" {
  type    = bool
  default = false
}

variable "deletion_protection" {
  description = "Block deletes of the instance (turn on for prod)"
  type        = bool
  default     = false
}

variable "skip_final_snapshot" {
  description = "Skip the final snapshot on delete (keep false for prod)"
  type        = bool
  default     = true
}

variable "backup_days" {
  description = "Automated backup retention in days"
  type        = number
  default     = 0
}

variable "tags" {
  type    = map(string)
  default = {}
}
