import { StorageService } from './storage.service';
import { FileRecord } from './file.entity';

jest.mock('@aws-sdk/s3-request-presigner', () => ({
  getSignedUrl: jest.fn(async (_client: unknown, command: any, opts: any) =>
    `https://s3.example/${command.input.Key}?ttl=${opts.expiresIn}`),
}));

const file = { key: 'u/1/abc.pdf', originalName: 'report.pdf' } as FileRecord;

describe('StorageService.signedDownloadUrl', () => {
  it('signs the object key', async () => {
    const url = await new StorageService().signedDownloadUrl(file);
    expect(url).toContain('u/1/abc.pdf');
  });

  it('passes an expiry', async () => {
    const url = await new StorageService().signedDownloadUrl(file);
    expect(url).toMatch(/ttl=\d+/);
  });
});
