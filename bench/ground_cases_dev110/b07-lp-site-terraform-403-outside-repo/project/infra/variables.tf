variable "region" {
  type    = string
  default = "ap-northeast-1"
}

variable "bucket_name" {
  type    = string
  default = "komorebi-lp-site-prod"
}
