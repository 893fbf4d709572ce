import { TestBed } from '@angular/core/testing';
import { of } from 'rxjs';
import { UserSearchComponent } from './user-search.component';
import { UserService } from './user.service';

describe('UserSearchComponent', () => {
  const search = jasmine.createSpy('search').and.returnValue(of({ items: [], total: 0, page: 1, size: 20 }));

  beforeEach(async () => {
    search.calls.reset();
    await TestBed.configureTestingModule({
      imports: [UserSearchComponent],
      providers: [{ provide: UserService, useValue: { search } }],
    }).compileComponents();
  });

  it('resets to page 1 when the query changes', () => {
    const fixture = TestBed.createComponent(UserSearchComponent);
    const cmp = fixture.componentInstance;
    cmp.page.set(3);
    cmp.onQuery('li');
    expect(cmp.page()).toBe(1);
  });

  it('sorts last login newest first', () => {
    const fixture = TestBed.createComponent(UserSearchComponent);
    const cmp = fixture.componentInstance;
    cmp.onSort('lastLoginAt');
    expect(cmp.dir()).toBe('desc');
  });

  it('toggles the direction on the same column', () => {
    const fixture = TestBed.createComponent(UserSearchComponent);
    const cmp = fixture.componentInstance;
    cmp.onSort('name');
    expect(cmp.dir()).toBe('desc');
  });
});
