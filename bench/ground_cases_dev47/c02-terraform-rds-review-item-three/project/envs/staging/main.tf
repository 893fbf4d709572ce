terraform {
  backend "s3" {
    bucket = "acme-tfstate"
    key    = "staging/rds.tfstate"
    region = "ap-northeast-1"
  }
}

provider "aws" {
  region = "ap-northeast-1"
}

module "rds" {
  source              = "../../modules/rds"
  project             = "orders"
  env                 = "staging"
  vpc_id              = "vpc-0a12b34c56d78e901"
  subnet_ids          = ["subnet-0aa1", "subnet-0bb2"]
  db_name             = "orders"
  instance_class      = "db.t4g.small"
  publicly_accessible = true
  tags = {
    env   = "staging"
    owner = "platform"
  }
}
