output "logs_bucket" {
  value = aws_s3_bucket.logs.bucket
}
