export class WebhookError extends Error {
  constructor(message, status = 400) {
    super(message);
    this.name = 'WebhookError';
    this.status = status;
  }
}
