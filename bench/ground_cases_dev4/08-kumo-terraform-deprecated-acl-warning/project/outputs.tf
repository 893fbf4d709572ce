output "vpc_id" {
  value = module.network.vpc_id
}

output "logs_bucket" {
  value = module.storage.logs_bucket
}
