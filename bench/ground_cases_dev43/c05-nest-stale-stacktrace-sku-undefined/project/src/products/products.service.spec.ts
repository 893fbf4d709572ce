import { Test } from '@nestjs/testing';
import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { getRepositoryToken } from '@nestjs/typeorm';
import { ProductsService } from './products.service';
import { Product } from './entities/product.entity';
import { Sku } from './entities/sku.entity';

describe('ProductsService', () => {
  let service: ProductsService;
  const products = { findOne: jest.fn(), update: jest.fn() };
  const skus = {};
  const cache = { get: jest.fn(), set: jest.fn(), del: jest.fn() };

  beforeEach(async () => {
    jest.resetAllMocks();
    const moduleRef = await Test.createTestingModule({
      providers: [
        ProductsService,
        { provide: getRepositoryToken(Product), useValue: products },
        { provide: getRepositoryToken(Sku), useValue: skus },
        { provide: CACHE_MANAGER, useValue: cache },
      ],
    }).compile();
    service = moduleRef.get(ProductsService);
  });

  it('hides off-sale skus', async () => {
    products.findOne.mockResolvedValue({
      id: 1, title: 't', cover: 'c',
      skus: [{ id: 1, spec: 'S', priceFen: 100, stock: 1, onSale: true }, { id: 2, spec: 'M', priceFen: 100, stock: 1, onSale: false }],
    });
    const d = await service.getDetail(1);
    expect(d.skus.map((s) => s.id)).toEqual([1]);
  });

  it('member price is 95%', async () => {
    products.findOne.mockResolvedValue({ id: 1, title: 't', cover: 'c', skus: [{ id: 1, spec: 'S', priceFen: 1999, stock: 1, onSale: true }] });
    expect(await service.priceFor(1, 1, 2, true)).toBe(1899 * 2);
  });
});
