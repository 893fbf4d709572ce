import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CartItem } from './entities/cart-item.entity';
import { ProductsService } from '../products/products.service';
import { UsersService } from '../users/users.service';

export interface CheckoutLine {
  productId: number;
  skuId: number;
  qty: number;
  amountFen: number;
}

@Injectable()
export class CartService {
  constructor(
    @InjectRepository(CartItem) private readonly items: Repository<CartItem>,
    private readonly products: ProductsService,
    private readonly users: UsersService,
  ) {}

  async list(userId: number): Promise<CartItem[]> {
    return this.items.find({ where: { userId }, order: { id: 'DESC' } });
  }

  async remove(userId: number, itemId: number): Promise<void> {
    await this.items.delete({ id: itemId, userId });
  }

  /** 结算页：算出每一行的金额和总价（分） */
  async checkout(userId: number, itemIds: number[]): Promise<{ lines: CheckoutLine[]; totalFen: number }> {
    if (!itemIds.length) {
      throw new BadRequestException('请选择要结算的商品');
    }
    const user = await this.users.findById(userId);
    const rows = await this.items.findByIds(itemIds);
    const lines: CheckoutLine[] = [];
    for (const row of rows) {
      if (row.userId !== userId) {
        continue;
      }
      const amountFen = await this.products.priceFor(row.productId, row.skuId, row.qty, user.isMember);
      lines.push({ productId: row.productId, skuId: row.skuId, qty: row.qty, amountFen });
    }
    const totalFen = lines.reduce((sum, l) => sum + l.amountFen, 0);
    return { lines, totalFen };
  }
}
