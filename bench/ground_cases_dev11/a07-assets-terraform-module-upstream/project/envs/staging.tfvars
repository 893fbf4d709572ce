environment             = "staging"
domain_name             = "assets.staging.northwind.io"
cors_origins            = ["https://app.staging.northwind.io", "https://*.preview.northwind.io", "http://localhost:5173"]
noncurrent_version_days = 7
ci_role_name            = "github-actions-deploy-staging"
