import { Test } from '@nestjs/testing';
import { UploadController } from './upload.controller';
import { S3Service } from '../storage/s3.service';

describe('UploadController', () => {
  let controller: UploadController;
  const s3 = { startMultipart: jest.fn().mockResolvedValue({ key: 'k', urls: [] }), complete: jest.fn() };

  beforeEach(async () => {
    const mod = await Test.createTestingModule({
      controllers: [UploadController],
      providers: [{ provide: S3Service, useValue: s3 }],
    }).compile();
    controller = mod.get(UploadController);
  });

  it('starts an upload', async () => {
    await controller.start({ fileName: 'a.mp4', contentType: 'video/mp4', size: 1024 });
    expect(s3.startMultipart).toHaveBeenCalledWith('a.mp4', 'video/mp4', 1024);
  });

  it('rejects files over 4GB', async () => {
    await expect(
      controller.start({ fileName: 'b.mp4', contentType: 'video/mp4', size: 5 * 1024 ** 3 }),
    ).rejects.toThrow('file too large');
  });
});
