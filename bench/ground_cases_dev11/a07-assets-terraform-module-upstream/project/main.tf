locals {
  name = "northwind-${var.environment}-assets"
}

# Shared module maintained by the platform team.
module "assets_bucket" {
  source = "git::https://github.com/northwind-labs/tf-modules.git//s3-bucket?ref=v1.4.0"

  name               = local.name
  versioning         = true
  block_public_acls  = true
  force_destroy      = var.environment != "prod"
  kms_master_key_arn = null

  lifecycle_rules = [
    {
      id              = "expire-noncurrent"
      prefix          = ""
      noncurrent_days = var.noncurrent_version_days
      abort_multipart = 7
    },
    {
      id              = "expire-tmp-uploads"
      prefix          = "tmp/"
      expiration_days = 2
      abort_multipart = 1
    },
  ]

  cors_rules = [
    {
      allowed_methods = ["GET", "HEAD"]
      allowed_origins = var.cors_origins
      max_age_seconds = 3600
    },
  ]
}

resource "aws_s3_bucket_policy" "assets" {
  bucket = module.assets_bucket.id
  policy = data.aws_iam_policy_document.assets_bucket.json
}
