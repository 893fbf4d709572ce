import { Processor, WorkerHost } from '@nestjs/bullmq';
import { InjectRepository } from '@nestjs/typeorm';
import { Job } from 'bullmq';
import { Repository } from 'typeorm';

import { User } from '../users/user.entity';
import { MailService } from './mail.service';

@Processor('mail')
export class MailProcessor extends WorkerHost {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly mail: MailService,
  ) {
    super();
  }

  async process(job: Job<{ userId: string }>): Promise<void> {
    const user = await this.users.findOneByOrFail({ id: job.data.userId });
    switch (job.name) {
      case 'reset-password':
        await this.mail.sendPasswordReset(user);
        break;
      case 'welcome':
        await this.mail.sendWelcome(user);
        break;
      default:
        throw new Error(`unknown mail job ${job.name}`);
    }
  }
}
