variable "region" {
  type    = string
  default = "ap-east-1"
}

variable "env" {
  type = string
}

variable "upload_bucket" {
  type = string
}

variable "thumb_bucket" {
  type = string
}
