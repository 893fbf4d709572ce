import { ComponentFixture, TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { of } from 'rxjs';
import { ProductListComponent } from './product-list.component';
import { ProductService } from './product.service';

describe('ProductListComponent', () => {
  let fixture: ComponentFixture<ProductListComponent>;
  const service = jasmine.createSpyObj<ProductService>('ProductService', ['search']);

  beforeEach(async () => {
    await TestBed.configureTestingModule({
      imports: [ProductListComponent],
      providers: [provideRouter([]), { provide: ProductService, useValue: service }],
    }).compileComponents();
  });

  it('should render products', () => {
    service.search.and.returnValue(of({ items: [{ id: 1, title: '保温杯', price: 59, cover: '' }], total: 1 }));
    fixture = TestBed.createComponent(ProductListComponent);
    fixture.detectChanges();
    expect(fixture.nativeElement.querySelectorAll('li').length).toBe(1);
  });

  it('should show empty state when no results', () => {
    service.search.and.returnValue(of({ items: [], total: 0 }));
    fixture = TestBed.createComponent(ProductListComponent);
    fixture.detectChanges();
    expect(fixture.nativeElement.textContent).toContain('没有找到相关商品');
  });
});
