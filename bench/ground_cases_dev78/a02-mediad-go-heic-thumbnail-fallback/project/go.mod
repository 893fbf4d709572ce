module github.com/pinecrest/mediad

go 1.22

require (
	github.com/google/uuid v1.6.0
	golang.org/x/image v0.21.0
)
