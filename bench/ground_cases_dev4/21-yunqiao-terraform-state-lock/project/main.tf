module "vpc" {
  source = "./modules/vpc"
  name   = "yunqiao-${var.env}"
}

module "ecs" {
  source  = "./modules/ecs"
  cluster = "yunqiao-${var.env}"
  subnets = module.vpc.private_subnets
}
