variable "env" {
  type    = string
  default = "prod"
}
