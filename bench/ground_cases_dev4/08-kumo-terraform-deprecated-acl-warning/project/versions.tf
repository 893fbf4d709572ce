terraform {
  required_version = ">= 1.6"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
  backend "s3" {
    bucket = "kumo-tfstate"
    key    = "infra.tfstate"
    region = "ap-northeast-1"
  }
}
