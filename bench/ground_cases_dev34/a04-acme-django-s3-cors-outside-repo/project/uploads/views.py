"""Presigned uploads: the browser asks us for a URL, then PUTs the file straight to S3."""
import mimetypes
import uuid

import boto3
from django.conf import settings
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from uploads.models import Upload

MAX_UPLOAD_BYTES = 25 * 1024 * 1024
ALLOWED_TYPES = {
    "image/jpeg",
    "image/png",
    "image/webp",
    "application/pdf",
    "text/csv",
}


class PresignRequest(serializers.Serializer):
    filename = serializers.CharField(max_length=255)
    content_type = serializers.CharField(max_length=100)
    size = serializers.IntegerField(min_value=1)
    project = serializers.IntegerField()

    def validate(self, data):
        if data["content_type"] not in ALLOWED_TYPES:
            raise serializers.ValidationError({"content_type": "type not allowed"})
        if data["size"] > MAX_UPLOAD_BYTES:
            raise serializers.ValidationError({"size": f"max {MAX_UPLOAD_BYTES // (1024 * 1024)} MB"})
        return data


def _s3():
    return boto3.client("s3", region_name=settings.AWS_REGION)


class PresignView(APIView):
    def post(self, request):
        req = PresignRequest(data=request.data)
        req.is_valid(raise_exception=True)
        data = req.validated_data
        ext = mimetypes.guess_extension(data["content_type"]) or ""
        key = f"{settings.UPLOADS_PREFIX}{data['project']}/{uuid.uuid4().hex}{ext}"
        url = _s3().generate_presigned_url(
            "put_object",
            Params={"Bucket": settings.UPLOADS_BUCKET, "Key": key, "ContentType": data["content_type"]},
            ExpiresIn=settings.UPLOADS_URL_TTL,
        )
        upload = Upload.objects.create(
            key=key,
            project_id=data["project"],
            filename=data["filename"],
            content_type=data["content_type"],
            size=data["size"],
            created_by=request.user,
        )
        return Response({"id": upload.id, "url": url, "key": key}, status=status.HTTP_201_CREATED)


class ConfirmView(APIView):
    def post(self, request, pk):
        upload = Upload.objects.get(pk=pk, created_by=request.user)
        head = _s3().head_object(Bucket=settings.UPLOADS_BUCKET, Key=upload.key)
        upload.mark_uploaded(etag=head["ETag"].strip('"'), size=head["ContentLength"])
        return Response({"id": upload.id, "status": upload.status})
