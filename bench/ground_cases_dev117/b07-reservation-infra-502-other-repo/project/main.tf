terraform {
  required_version = ">= 1.6"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.60"
    }
  }
  backend "s3" {
    bucket = "acme-tfstate"
    key    = "reservation-api/terraform.tfstate"
    region = "ap-northeast-1"
  }
}

provider "aws" {
  region = "ap-northeast-1"
  default_tags {
    tags = {
      service = "reservation-api"
      env     = var.env
    }
  }
}

data "aws_vpc" "main" {
  tags = { Name = "acme-${var.env}" }
}

data "aws_subnets" "private" {
  filter {
    name   = "vpc-id"
    values = [data.aws_vpc.main.id]
  }
  tags = { tier = "private" }
}

module "alb" {
  source = "git::https://github.com/acme-inc/platform-modules.git//alb?ref=v3.2.0"

  name              = "reservation-api-${var.env}"
  vpc_id            = data.aws_vpc.main.id
  certificate_arn   = var.certificate_arn
  target_port       = 8080
  health_check_path = "/healthz"
}
