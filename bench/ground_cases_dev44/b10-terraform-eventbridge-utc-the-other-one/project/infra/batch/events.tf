# 夜間売上レポート: 毎日 01:00 JST に前日分を集計して Slack に投稿
resource "aws_cloudwatch_event_rule" "nightly_report" {
  name                = "${var.prefix}-nightly-report"
  description         = "夜間売上レポート (01:00 JST)"
  schedule_expression = "cron(0 1 * * ? *)"
}

resource "aws_cloudwatch_event_target" "nightly_report" {
  rule      = aws_cloudwatch_event_rule.nightly_report.name
  target_id = "lambda"
  arn       = aws_lambda_function.nightly_report.arn
  input     = jsonencode({ mode = "daily" })
}

resource "aws_lambda_permission" "nightly_report_events" {
  statement_id  = "AllowEventBridgeNightly"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.nightly_report.function_name
  principal     = "events.amazonaws.com"
  source_arn    = aws_cloudwatch_event_rule.nightly_report.arn
}

# 週次クリーンアップ: 毎週月曜 03:00 JST (= 日曜 18:00 UTC)
resource "aws_cloudwatch_event_rule" "weekly_cleanup" {
  name                = "${var.prefix}-weekly-cleanup"
  description         = "古い一時ファイルの削除 (月曜 03:00 JST)"
  schedule_expression = "cron(0 18 ? * SUN *)"
}

resource "aws_cloudwatch_event_target" "weekly_cleanup" {
  rule      = aws_cloudwatch_event_rule.weekly_cleanup.name
  target_id = "lambda"
  arn       = aws_lambda_function.nightly_report.arn
  input     = jsonencode({ mode = "cleanup" })
}

resource "aws_lambda_permission" "weekly_cleanup_events" {
  statement_id  = "AllowEventBridgeWeekly"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.nightly_report.function_name
  principal     = "events.amazonaws.com"
  source_arn    = aws_cloudwatch_event_rule.weekly_cleanup.arn
}
