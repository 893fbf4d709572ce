variable "environments" {
  description = "One bucket and distribution per environment"
  type = map(object({
    domain          = string
    certificate_arn = string
  }))
  default = {
    production = {
      domain          = "lp.example.jp"
      certificate_arn = "arn:aws:acm:us-east-1:481516234200:certificate/5f0c2b1e-7d1a-4c63-9f7e-2a8e0c6b9d11"
    }
    staging = {
      domain          = "stg-lp.example.jp"
      certificate_arn = "arn:aws:acm:us-east-1:481516234200:certificate/0b9e7c44-1c2f-4e0a-8a51-6f3d2e7a1c90"
    }
  }
}

variable "tags" {
  description = "Tags for every resource"
  type        = map(string)
  default = {
    service = "lp-site"
    owner   = "web-marketing"
    managed = "terraform"
  }
}

variable "price_class" {
  description = "CloudFront price class (PriceClass_200 covers Japan and Asia)"
  type        = string
  default     = "PriceClass_200"
}
