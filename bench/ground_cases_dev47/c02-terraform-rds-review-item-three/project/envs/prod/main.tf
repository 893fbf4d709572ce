terraform {
  backend "s3" {
    bucket = "acme-tfstate"
    key    = "prod/rds.tfstate"
    region = "ap-northeast-1"
  }
}

provider "aws" {
  region = "ap-northeast-1"
}

module "rds" {
  source            = "../../modules/rds"
  project           = "orders"
  env               = "prod"
  vpc_id            = "vpc-0f98e76d54c32b109"
  subnet_ids        = ["subnet-0cc3", "subnet-0dd4", "subnet-0ee5"]
  db_name           = "orders"
  instance_class    = "db.r6g.large"
  allocated_storage = 200
  tags = {
    env   = "prod"
    owner = "platform"
  }
}
