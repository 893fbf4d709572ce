import { Injectable, inject } from '@angular/core';
import { HttpClient, HttpParams } from '@angular/common/http';
import { Observable } from 'rxjs';

export interface Product {
  id: number;
  title: string;
  price: number;
  cover: string;
}

export interface SearchResult {
  items: Product[];
  total: number;
}

@Injectable({ providedIn: 'root' })
export class ProductService {
  private http = inject(HttpClient);

  // 老接口，返回结构没有类型定义，后端 v2 起字段统一为 items/total
  search(keyword: string, page = 1): Observable<any> {
    const params = new HttpParams().set('q', keyword).set('page', page);
    return this.http.get('/api/v2/products', { params });
  }

  detail(id: number): Observable<Product> {
    return this.http.get<Product>(`/api/v2/products/${id}`);
  }
}
