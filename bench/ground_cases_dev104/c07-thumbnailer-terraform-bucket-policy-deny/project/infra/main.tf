terraform {
  required_version = ">= 1.6"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.70"
    }
  }
  backend "s3" {
    bucket = "media-tfstate"
    key    = "thumbnailer/terraform.tfstate"
    region = "ap-east-1"
  }
}

provider "aws" {
  region = var.region
}

# Both buckets are created and owned by the platform team (platform-infra repo);
# this stack only looks them up.
data "aws_s3_bucket" "uploads" {
  bucket = var.upload_bucket
}

data "aws_s3_bucket" "thumbs" {
  bucket = var.thumb_bucket
}

resource "aws_lambda_function" "thumbnailer" {
  function_name = "thumbnailer-${var.env}"
  role          = aws_iam_role.thumbnailer.arn
  runtime       = "python3.12"
  handler       = "handler.handler"
  filename      = "${path.module}/../build/lambda.zip"
  timeout       = 30
  memory_size   = 1024
  environment {
    variables = {
      DEST_BUCKET = var.thumb_bucket
      LOG_LEVEL   = "INFO"
    }
  }
}

resource "aws_lambda_permission" "s3" {
  statement_id  = "AllowS3Invoke"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.thumbnailer.function_name
  principal     = "s3.amazonaws.com"
  source_arn    = data.aws_s3_bucket.uploads.arn
}
