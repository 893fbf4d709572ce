import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Injectable } from '@nestjs/common';
import { FileRecord } from './file.entity';

const BUCKET = process.env.DOCS_BUCKET ?? 'docvault-dev';
const DOWNLOAD_TTL_SECONDS = 3 * 24 * 60 * 60; // SigV4 allows up to 7 days

@Injectable()
export class StorageService {
  private readonly s3 = new S3Client({ region: process.env.AWS_REGION ?? 'ap-northeast-1' });

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body, ContentType: contentType }));
  }

  async signedDownloadUrl(file: FileRecord): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: BUCKET,
      Key: file.key,
      ResponseContentDisposition: `attachment; filename="${file.originalName}"`,
    });
    return getSignedUrl(this.s3, command, { expiresIn: DOWNLOAD_TTL_SECONDS });
  }
}
