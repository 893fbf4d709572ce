import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common'
import { Reflector } from '@nestjs/core'
import { ROLES_KEY } from './roles.decorator'
import { Role } from './role.enum'
import type { JwtUser } from './jwt.strategy'

/**
 * 配合 @Roles() 使用：没有标注角色的接口只要登录即可访问，
 * 标注了的要求当前用户至少拥有其中一个角色。
 * 需要放在 JwtAuthGuard 之后（依赖 request.user）。
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.get<Role[]>(ROLES_KEY, context.getClass())
    if (!required || required.length === 0) {
      return true
    }
    const request = context.switchToHttp().getRequest()
    const user = request.user as JwtUser | undefined
    if (!user) {
      throw new ForbiddenException('未登录')
    }
    const ok = required.some((role) => user.roles?.includes(role))
    if (!ok) {
      throw new ForbiddenException('没有权限')
    }
    return true
  }
}
