terraform {
  required_version = ">= 1.6"
  backend "s3" {
    bucket         = "ledgerline-tfstate"
    key            = "prod/workers.tfstate"
    region         = "eu-central-1"
    dynamodb_table = "tf-locks"
  }
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.60"
    }
  }
}

provider "aws" {
  region = "eu-central-1"
}

module "pdf_render" {
  source        = "../../modules/worker"
  service       = "pdf-render"
  env           = "prod"
  image_uri     = "431820056721.dkr.ecr.eu-central-1.amazonaws.com/pdf-render:2025.10.28-1"
  timeout       = 120
  memory_mb     = 2048
  output_bucket = "ledgerline-prod-invoices"
  environment = {
    MAIL_QUEUE_URL = "https://sqs.eu-central-1.amazonaws.com/431820056721/invoice-mail-prod"
    LOG_LEVEL      = "info"
  }
}
