module github.com/pixelpost/mediad

go 1.22

require github.com/aws/aws-sdk-go-v2 v1.32.2
