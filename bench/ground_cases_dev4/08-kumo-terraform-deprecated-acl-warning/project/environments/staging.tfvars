environment = "staging"
cidr_block  = "10.30.0.0/16"
