output "bucket_name" {
  description = "Name of the assets bucket."
  value       = module.assets_bucket.id
}

output "distribution_id" {
  description = "CloudFront distribution ID (for cache invalidations in CI)."
  value       = aws_cloudfront_distribution.assets.id
}

output "distribution_domain_name" {
  description = "CloudFront domain name, for the DNS CNAME record."
  value       = aws_cloudfront_distribution.assets.domain_name
}
