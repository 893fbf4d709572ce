locals {
  name = "${var.project}-${var.env}-pg"
}

resource "aws_db_subnet_group" "main" {
  name       = local.name
  subnet_ids = var.subnet_ids
  tags       = var.tags
}

resource "aws_security_group" "db" {
  name   = "${local.name}-sg"
  vpc_id = var.vpc_id

  ingress {
    description = "postgres"
    from_port   = 5432
    to_port     = 5432
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }

  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

resource "aws_db_instance" "main" {
  identifier              = local.name
  engine                  = "postgres"
  engine_version          = var.engine_version
  instance_class          = var.instance_class
  allocated_storage       = var.allocated_storage
  max_allocated_storage   = var.allocated_storage * 4
  db_name                 = var.db_name
  username                = var.master_username
  manage_master_user_password = true
  db_subnet_group_name    = aws_db_subnet_group.main.name
  vpc_security_group_ids  = [aws_security_group.db.id]
  publicly_accessible     = var.publicly_accessible
  backup_retention_period = var.backup_retention_days
  backup_window           = "18:00-19:00"
  skip_final_snapshot     = true
  deletion_protection     = false
  storage_encrypted       = true
  performance_insights_enabled = var.env == "prod"
  tags                    = var.tags
}

output "endpoint" {
  value = aws_db_instance.main.address
}

output "security_group_id" {
  value = aws_security_group.db.id
}
