import { Injectable, NotFoundException } from '@nestjs/common'
import { InjectRepository } from '@nestjs/typeorm'
import { IsNull, Repository } from 'typeorm'
import { Comment } from './comment.entity'
import { CreateCommentDto } from './dto/create-comment.dto'
import { QueryCommentsDto } from './dto/query-comments.dto'

@Injectable()
export class CommentsService {
  constructor(@InjectRepository(Comment) private readonly repo: Repository<Comment>) {}

  async findAll(query: QueryCommentsDto) {
    const { page, pageSize } = query
    const [items, total] = await this.repo.findAndCount({
      where: { postId: query.postId, deletedAt: IsNull() },
      order: { createdAt: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    })
    return { items, total }
  }

  create(userId: number, dto: CreateCommentDto) {
    const comment = this.repo.create({ postId: dto.postId, content: dto.content, authorId: userId })
    return this.repo.save(comment)
  }

  async remove(id: number, operatorId: number) {
    const comment = await this.repo.findOne({ where: { id } })
    if (!comment) {
      throw new NotFoundException('评论不存在')
    }
    comment.deletedAt = new Date()
    comment.deletedBy = operatorId
    await this.repo.save(comment)
    return { ok: true }
  }
}
