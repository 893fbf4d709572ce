module "network" {
  source      = "./modules/network"
  environment = var.environment
  cidr_block  = var.cidr_block
}

module "storage" {
  source      = "./modules/storage"
  environment = var.environment
}
