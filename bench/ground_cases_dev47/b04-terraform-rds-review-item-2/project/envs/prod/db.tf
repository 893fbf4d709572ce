module "db" {
  source = "../../modules/rds"

  name               = "shop-prod"
  db_name            = "shop"
  instance_class     = "db.r7g.large"
  storage_gb         = 200
  multi_az           = true

  deletion_protection = true
  skip_final_snapshot = false
  subnet_ids         = data.terraform_remote_state.network.outputs.private_subnet_ids
  security_group_ids = [data.terraform_remote_state.network.outputs.db_sg_id]

  tags = local.tags
}
