data "aws_iam_policy_document" "assume" {
  statement {
    actions = ["sts:AssumeRole"]
    principals {
      type        = "Service"
      identifiers = ["lambda.amazonaws.com"]
    }
  }
}

resource "aws_iam_role" "thumbnailer" {
  name               = "thumbnailer-${var.env}"
  assume_role_policy = data.aws_iam_policy_document.assume.json
}

data "aws_iam_policy_document" "thumbnailer" {
  statement {
    sid       = "ReadUploads"
    actions   = ["s3:GetObject"]
    resources = ["${data.aws_s3_bucket.uploads.arn}/*"]
  }
  statement {
    sid       = "WriteThumbs"
    actions   = ["s3:PutObject"]
    resources = ["${data.aws_s3_bucket.thumbs.arn}/thumbs/*"]
  }
}

resource "aws_iam_role_policy" "thumbnailer" {
  name   = "thumbnailer"
  role   = aws_iam_role.thumbnailer.id
  policy = data.aws_iam_policy_document.thumbnailer.json
}

resource "aws_iam_role_policy_attachment" "logs" {
  role       = aws_iam_role.thumbnailer.name
  policy_arn = "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"
}
