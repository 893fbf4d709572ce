variable "environment" {
  type = string
}

variable "cidr_block" {
  type = string
}
