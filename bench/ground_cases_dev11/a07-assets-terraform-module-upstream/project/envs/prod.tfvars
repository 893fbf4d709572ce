environment             = "prod"
domain_name             = "assets.northwind.io"
cors_origins            = ["https://app.northwind.io", "https://northwind.io"]
noncurrent_version_days = 30
ci_role_name            = "github-actions-deploy-prod"
