resource "aws_db_subnet_group" "main" {
  name       = "${var.env}-db"
  subnet_ids = var.private_subnet_ids
}

resource "aws_db_instance" "main" {
  identifier              = "${var.env}-pg"
  engine                  = "postgres"
  engine_version          = "16.3"
  instance_class          = var.db_instance_class
  allocated_storage       = 50
  max_allocated_storage   = 200
  db_name                 = "ledger"
  username                = "ledger_admin"
  password                = var.db_password
  db_subnet_group_name    = aws_db_subnet_group.main.name
  vpc_security_group_ids  = [aws_security_group.db.id]
  publicly_accessible     = true
  backup_retention_period = 7
  storage_encrypted       = true
  skip_final_snapshot     = false
  deletion_protection     = true

  tags = {
    Environment = var.env
  }
}

resource "aws_security_group" "db" {
  name   = "${var.env}-db"
  vpc_id = var.vpc_id

  ingress {
    from_port       = 5432
    to_port         = 5432
    protocol        = "tcp"
    security_groups = [aws_security_group.app.id]
  }
}
