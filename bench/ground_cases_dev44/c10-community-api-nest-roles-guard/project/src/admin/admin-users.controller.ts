import { Controller, Get, Param, ParseIntPipe, Patch, Body, UseGuards } from '@nestjs/common'
import { JwtAuthGuard } from '../auth/jwt-auth.guard'
import { RolesGuard } from '../auth/roles.guard'
import { Roles } from '../auth/roles.decorator'
import { Role } from '../auth/role.enum'
import { UsersService } from '../users/users.service'

@Controller('admin/users')
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles(Role.Admin)
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  list() {
    return this.users.list()
  }

  @Patch(':id/roles')
  setRoles(@Param('id', ParseIntPipe) id: number, @Body('roles') roles: Role[]) {
    return this.users.setRoles(id, roles)
  }
}
