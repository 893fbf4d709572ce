data "archive_file" "nightly_report" {
  type        = "zip"
  source_dir  = "${path.module}/../../src/nightly_report"
  output_path = "${path.module}/build/nightly_report.zip"
}

resource "aws_lambda_function" "nightly_report" {
  function_name    = "${var.prefix}-nightly-report"
  role             = aws_iam_role.nightly_report.arn
  runtime          = "python3.12"
  handler          = "handler.main"
  filename         = data.archive_file.nightly_report.output_path
  source_code_hash = data.archive_file.nightly_report.output_base64sha256
  timeout          = 180
  memory_size      = 512

  environment {
    variables = {
      DB_SECRET_ARN     = var.db_secret_arn
      SLACK_WEBHOOK_SSM = var.slack_webhook_param
      TZ                = "Asia/Tokyo"
    }
  }

  vpc_config {
    subnet_ids         = var.private_subnet_ids
    security_group_ids = [aws_security_group.nightly_report.id]
  }
}

resource "aws_cloudwatch_log_group" "nightly_report" {
  name              = "/aws/lambda/${aws_lambda_function.nightly_report.function_name}"
  retention_in_days = 30
}

resource "aws_security_group" "nightly_report" {
  name   = "${var.prefix}-nightly-report"
  vpc_id = var.vpc_id

  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}
