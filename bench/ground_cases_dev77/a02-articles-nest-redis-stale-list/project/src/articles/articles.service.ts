import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Cache } from 'cache-manager';
import { Repository } from 'typeorm';
import { Article } from './article.entity';
import { ArticlePage, UpdateArticleDto } from './dto';

@Injectable()
export class ArticlesService {
  constructor(
    @InjectRepository(Article) private readonly repo: Repository<Article>,
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
  ) {}

  async list(page: number, limit: number): Promise<ArticlePage> {
    const key = `articles:list:${page}:${limit}`;
    const cached = await this.cache.get<ArticlePage>(key);
    if (cached) return cached;
    const [rows, total] = await this.repo.findAndCount({
      where: { published: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    const items = rows.map((a) => ({ id: a.id, title: a.title, slug: a.slug, createdAt: a.createdAt.toISOString() }));
    const result = { items, page, limit, total };
    await this.cache.set(key, result, 60_000);
    return result;
  }

  findOne(id: number): Promise<Article | null> {
    return this.repo.findOneBy({ id });
  }

  async update(id: number, dto: UpdateArticleDto): Promise<Article | null> {
    const article = await this.repo.findOneBy({ id });
    if (!article) return null;
    Object.assign(article, dto);
    const saved = await this.repo.save(article);
    await this.cache.del('articles:list');
    return saved;
  }
}
