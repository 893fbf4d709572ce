# Postgres on RDS for one service in one environment.

resource "aws_db_subnet_group" "this" {
  name       = "${var.name}-${var.env}"
  subnet_ids = var.subnet_ids
  tags       = local.tags
}

resource "aws_db_parameter_group" "this" {
  name   = "${var.name}-${var.env}-pg16"
  family = "postgres16"

  parameter {
    name  = "log_min_duration_statement"
    value = var.slow_query_ms
  }

  parameter {
    name         = "rds.force_ssl"
    value        = "1"
    apply_method = "pending-reboot"
  }

  tags = local.tags
}

resource "aws_db_instance" "this" {
  identifier     = "${var.env}-${var.name}"
  engine         = "postgres"
  engine_version = var.engine_version
  instance_class = var.instance_class

  allocated_storage     = var.storage_gb
  max_allocated_storage = var.storage_gb * 4
  storage_type          = "gp3"
  storage_encrypted     = true

  db_name  = replace(var.name, "-", "_")
  username = "app"
  password = var.master_password

  db_subnet_group_name   = aws_db_subnet_group.this.name
  parameter_group_name   = aws_db_parameter_group.this.name
  vpc_security_group_ids = var.security_group_ids
  multi_az               = var.multi_az

  backup_retention_period = var.env == "prod" ? 14 : 3
  deletion_protection     = var.env == "prod"
  skip_final_snapshot     = var.env != "prod"
  final_snapshot_identifier = var.env == "prod" ? "${var.name}-${var.env}-final" : null

  auto_minor_version_upgrade = true
  apply_immediately          = var.env != "prod"

  performance_insights_enabled          = var.performance_insights
  performance_insights_retention_period = var.performance_insights ? 7 : null

  tags = local.tags
}

locals {
  tags = merge(var.tags, { service = var.name, env = var.env, managed_by = "terraform" })
}
