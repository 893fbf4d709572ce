import { Body, Controller, Get, NotFoundException, Param, ParseIntPipe, Patch, Query } from '@nestjs/common';
import { ArticlesService } from './articles.service';
import { ArticlePage, ListArticlesQuery, parsePaging, UpdateArticleDto } from './dto';

@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  list(@Query() query: ListArticlesQuery): Promise<ArticlePage> {
    const { page, limit } = parsePaging(query);
    return this.articles.list(page, limit);
  }

  @Get(':id')
  async get(@Param('id', ParseIntPipe) id: number) {
    const article = await this.articles.findOne(id);
    if (!article) throw new NotFoundException();
    return article;
  }

  @Patch(':id')
  async update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateArticleDto) {
    const article = await this.articles.update(id, dto);
    if (!article) throw new NotFoundException();
    return article;
  }
}
