data "aws_iam_policy_document" "assets_bucket" {
  statement {
    sid       = "AllowCloudFrontRead"
    actions   = ["s3:GetObject"]
    resources = ["${module.assets_bucket.arn}/*"]

    principals {
      type        = "Service"
      identifiers = ["cloudfront.amazonaws.com"]
    }

    condition {
      test     = "StringEquals"
      variable = "AWS:SourceArn"
      values   = [aws_cloudfront_distribution.assets.arn]
    }
  }
}

# CI deploys the built frontend into the bucket and invalidates the cache.
data "aws_iam_policy_document" "deploy" {
  statement {
    sid       = "WriteAssets"
    actions   = ["s3:PutObject", "s3:DeleteObject", "s3:ListBucket"]
    resources = [module.assets_bucket.arn, "${module.assets_bucket.arn}/*"]
  }

  statement {
    sid       = "Invalidate"
    actions   = ["cloudfront:CreateInvalidation"]
    resources = [aws_cloudfront_distribution.assets.arn]
  }
}

resource "aws_iam_policy" "deploy" {
  name   = "${local.name}-deploy"
  policy = data.aws_iam_policy_document.deploy.json
}

resource "aws_iam_role_policy_attachment" "deploy" {
  role       = var.ci_role_name
  policy_arn = aws_iam_policy.deploy.arn
}
