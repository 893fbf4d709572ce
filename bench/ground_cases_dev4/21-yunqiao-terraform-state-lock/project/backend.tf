terraform {
  backend "s3" {
    bucket         = "yunqiao-tfstate"
    key            = "prod/terraform.tfstate"
    region         = "ap-east-1"
    dynamodb_table = "yunqiao-tf-locks"
  }
}
