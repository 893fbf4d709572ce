terraform {
  backend "s3" {
    bucket         = "acme-tfstate"
    key            = "prod/orders-db.tfstate"
    region         = "eu-central-1"
    dynamodb_table = "acme-tflock"
  }
}

provider "aws" {
  region = "eu-central-1"
}

data "aws_ssm_parameter" "db_password" {
  name = "/prod/orders/db_master_password"
}

module "orders_db" {
  source = "../../modules/rds"

  name               = "orders"
  env                = "prod"
  instance_class     = "db.r6g.xlarge"
  storage_gb         = 100
  multi_az           = true
  subnet_ids         = ["subnet-0a1b2c3d4e5f60718", "subnet-0f9e8d7c6b5a40312"]
  security_group_ids = ["sg-0c4d5e6f7a8b9c0d1"]
  master_password    = data.aws_ssm_parameter.db_password.value

  tags = { team = "checkout" }
}

output "orders_db_endpoint" {
  value = module.orders_db.endpoint
}
