module "db" {
  source = "../../modules/rds"

  name                = "shop-stg"
  db_name             = "shop"
  instance_class      = "db.t4g.small"
  subnet_ids          = data.terraform_remote_state.network.outputs.public_subnet_ids
  security_group_ids  = [aws_security_group.db.id]
  publicly_accessible = true
  backup_days         = 1

  tags = local.tags
}

resource "aws_security_group" "db" {
  name   = "shop-stg-db"
  vpc_id = data.terraform_remote_state.network.outputs.vpc_id

  ingress {
    from_port   = 5432
    to_port     = 5432
    protocol    = "tcp"
    cidr_blocks = ["203.0.113.0/24"] # partner office
  }
}
