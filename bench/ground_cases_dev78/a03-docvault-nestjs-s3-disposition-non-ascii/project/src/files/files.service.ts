import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'crypto';
import { Repository } from 'typeorm';
import { FileRecord } from './file.entity';
import { extensionOf, safeBaseName } from './filename.util';
import { StorageService } from './storage.service';

@Injectable()
export class FilesService {
  constructor(
    @InjectRepository(FileRecord) private readonly repo: Repository<FileRecord>,
    private readonly storage: StorageService,
  ) {}

  async saveUpload(ownerId: string, file: Express.Multer.File): Promise<FileRecord> {
    const name = safeBaseName(file.originalname);
    const key = `u/${ownerId}/${randomUUID()}${extensionOf(name)}`;
    await this.storage.put(key, file.buffer, file.mimetype);
    return this.repo.save(
      this.repo.create({ ownerId, key, originalName: name, mimeType: file.mimetype, size: file.size }),
    );
  }

  listFor(ownerId: string): Promise<FileRecord[]> {
    return this.repo.find({ where: { ownerId }, order: { createdAt: 'DESC' } });
  }

  async downloadLink(ownerId: string, id: string): Promise<{ url: string }> {
    const file = await this.repo.findOneBy({ id, ownerId });
    if (!file) throw new NotFoundException();
    return { url: await this.storage.signedDownloadUrl(file) };
  }
}
