resource "aws_sns_topic" "oncall" {
  name = "${var.service}-${var.env}-oncall"
  tags = var.tags
}

resource "aws_sns_topic_subscription" "oncall_email" {
  topic_arn = aws_sns_topic.oncall.arn
  protocol  = "email"
  endpoint  = var.oncall_email
}

resource "aws_sns_topic_subscription" "pagerduty" {
  topic_arn              = aws_sns_topic.oncall.arn
  protocol               = "https"
  endpoint               = var.pagerduty_endpoint
  endpoint_auto_confirms = true
}

data "aws_iam_policy_document" "oncall_topic" {
  statement {
    sid     = "AllowCloudWatchAlarms"
    actions = ["sns:Publish"]
    principals {
      type        = "Service"
      identifiers = ["cloudwatch.amazonaws.com"]
    }
    resources = [aws_sns_topic.oncall.arn]
    condition {
      test     = "StringEquals"
      variable = "aws:SourceAccount"
      values   = [data.aws_caller_identity.current.account_id]
    }
  }
}

resource "aws_sns_topic_policy" "oncall" {
  arn    = aws_sns_topic.oncall.arn
  policy = data.aws_iam_policy_document.oncall_topic.json
}
