import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Query, Req, UseGuards } from '@nestjs/common'
import { JwtAuthGuard } from '../auth/jwt-auth.guard'
import { RolesGuard } from '../auth/roles.guard'
import { Roles } from '../auth/roles.decorator'
import { Role } from '../auth/role.enum'
import { CommentsService } from './comments.service'
import { CreateCommentDto } from './dto/create-comment.dto'
import { QueryCommentsDto } from './dto/query-comments.dto'

@Controller('comments')
@UseGuards(JwtAuthGuard, RolesGuard)
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get()
  findAll(@Query() query: QueryCommentsDto) {
    return this.comments.findAll(query)
  }

  @Post()
  create(@Req() req, @Body() dto: CreateCommentDto) {
    return this.comments.create(req.user.sub, dto)
  }

  /** 管理员 / 版主删除违规评论 */
  @Delete(':id')
  @Roles(Role.Admin, Role.Moderator)
  remove(@Param('id', ParseIntPipe) id: number, @Req() req) {
    return this.comments.remove(id, req.user.sub)
  }
}
