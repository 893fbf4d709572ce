terraform {
  backend "s3" {
    bucket         = "acme-tfstate"
    key            = "dev/orders-db.tfstate"
    region         = "eu-central-1"
    dynamodb_table = "acme-tflock"
  }
}

provider "aws" {
  region = "eu-central-1"
}

data "aws_ssm_parameter" "db_password" {
  name = "/dev/orders/db_master_password"
}

module "orders_db" {
  source = "git::ssh://git@gitlab.acme.io/platform/infra.git//modules/rds?ref=v1.3.0"

  name               = "orders"
  env                = "dev"
  instance_class     = "db.t4g.micro"
  storage_gb         = 20
  multi_az           = false
  subnet_ids         = ["subnet-0a1b2c3d4e5f60718", "subnet-0f9e8d7c6b5a40312"]
  security_group_ids = ["sg-0c4d5e6f7a8b9c0d1"]
  master_password    = data.aws_ssm_parameter.db_password.value

  tags = { team = "checkout" }
}

output "orders_db_endpoint" {
  value = module.orders_db.endpoint
}
