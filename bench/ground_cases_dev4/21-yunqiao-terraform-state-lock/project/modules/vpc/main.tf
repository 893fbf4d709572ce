resource "aws_vpc" "this" {
  cidr_block = "10.50.0.0/16"
  tags       = { Name = var.name }
}

resource "aws_subnet" "private" {
  count      = 2
  vpc_id     = aws_vpc.this.id
  cidr_block = cidrsubnet("10.50.0.0/16", 8, count.index)
}
