resource "aws_s3_bucket" "assets" {
  bucket = "kumo-${var.environment}-assets"
}

resource "aws_s3_bucket_ownership_controls" "assets" {
  bucket = aws_s3_bucket.assets.id
  rule {
    object_ownership = "BucketOwnerPreferred"
  }
}

resource "aws_s3_bucket_acl" "assets" {
  depends_on = [aws_s3_bucket_ownership_controls.assets]
  bucket     = aws_s3_bucket.assets.id
  acl        = "private"
}

# access logs for the CloudFront distribution
resource "aws_s3_bucket" "logs" {
  bucket = "kumo-${var.environment}-logs"
  acl    = "log-delivery-write"

  tags = {
    Purpose = "access-logs"
  }
}

resource "aws_s3_bucket_lifecycle_configuration" "logs" {
  bucket = aws_s3_bucket.logs.id
  rule {
    id     = "expire"
    status = "Enabled"
    expiration {
      days = 90
    }
  }
}
