variable "name" {
  type = string
}
