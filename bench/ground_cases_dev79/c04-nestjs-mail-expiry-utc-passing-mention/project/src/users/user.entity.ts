export class User {
  id!: string;
  email!: string;
  displayName!: string;
  /** BCP 47 tag chosen in settings, e.g. "zh-CN", "ko-KR"; empty = never chosen */
  locale?: string;
  /** IANA zone from the signup form, e.g. "Asia/Seoul" */
  timezone!: string;
  createdAt!: Date;
}
