import { Injectable, NestMiddleware, UnauthorizedException } from '@nestjs/common';
import { NextFunction, Request, Response } from 'express';

import { WorkspacesService } from './workspaces.service';

export interface WorkspaceContext {
  id: string;
  plan: string;
  ownerId: string;
}

export type WorkspaceRequest = Request & { workspace?: WorkspaceContext };

@Injectable()
export class WorkspaceMiddleware implements NestMiddleware {
  constructor(private readonly workspaces: WorkspacesService) {}

  async use(req: WorkspaceRequest, _res: Response, next: NextFunction) {
    const apiKey = req.header('x-api-key');
    if (!apiKey) {
      throw new UnauthorizedException('missing api key');
    }
    const ws = await this.workspaces.byApiKey(apiKey);
    if (!ws) {
      throw new UnauthorizedException('unknown api key');
    }
    req.workspace = { id: ws.id, plan: ws.plan, ownerId: ws.ownerId };
    next();
  }
}
