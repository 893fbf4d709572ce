export class StartUploadDto {
  fileName!: string;
  contentType!: string;
  size!: number;
}

export class CompleteUploadDto {
  key!: string;
  uploadId!: string;
  etags!: string[];
}
