variable "cluster" {
  type = string
}

variable "subnets" {
  type = list(string)
}
