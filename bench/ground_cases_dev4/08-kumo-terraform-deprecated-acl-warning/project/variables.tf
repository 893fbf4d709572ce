variable "environment" {
  type = string
}

variable "cidr_block" {
  type    = string
  default = "10.20.0.0/16"
}
