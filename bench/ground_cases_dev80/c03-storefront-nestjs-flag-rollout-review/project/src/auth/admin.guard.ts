import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly config: ConfigService) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest();
    const expected = this.config.get<string>('auth.adminToken');
    const given = (req.headers['authorization'] ?? '').replace(/^Bearer /, '');
    if (!expected || given !== expected) {
      throw new UnauthorizedException();
    }
    return true;
  }
}
