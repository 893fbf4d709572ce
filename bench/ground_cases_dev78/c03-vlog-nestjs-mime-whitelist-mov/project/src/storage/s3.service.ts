import { Injectable } from '@nestjs/common';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { randomUUID } from 'crypto';

const BUCKET = process.env.S3_BUCKET ?? 'vlog-media-dev';
const PART_SIZE = 16 * 1024 * 1024;

@Injectable()
export class S3Service {
  private readonly s3 = new S3Client({ region: process.env.AWS_REGION ?? 'ap-east-1' });

  async startMultipart(fileName: string, contentType: string, size: number) {
    const key = `raw/${randomUUID()}/${fileName}`;
    const { UploadId } = await this.s3.send(
      new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key, ContentType: contentType }),
    );
    const parts = Math.ceil(size / PART_SIZE);
    const urls: string[] = [];
    for (let n = 1; n <= parts; n++) {
      urls.push(
        await getSignedUrl(
          this.s3,
          new UploadPartCommand({ Bucket: BUCKET, Key: key, UploadId, PartNumber: n }),
          { expiresIn: 60 * 60 },
        ),
      );
    }
    return { key, uploadId: UploadId, partSize: PART_SIZE, urls };
  }

  async complete(key: string, uploadId: string, etags: string[]) {
    await this.s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: BUCKET,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 })) },
      }),
    );
  }

  async downloadUrl(key: string, fileName: string) {
    return getSignedUrl(
      this.s3,
      new GetObjectCommand({
        Bucket: BUCKET,
        Key: key,
        ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      }),
      { expiresIn: 60 * 10 },
    );
  }
}
