IMAGE ?= ghcr.io/nordlys/relay
TAG   ?= $(shell git rev-parse --short HEAD)

.PHONY: docker-build docker-push

docker-build:
	docker build -t $(IMAGE):$(TAG) .

docker-push: docker-build
	docker push $(IMAGE):$(TAG)
