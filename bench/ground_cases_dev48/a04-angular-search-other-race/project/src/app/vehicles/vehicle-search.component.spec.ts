import { provideHttpClient } from "@angular/common/http";
import { HttpTestingController, provideHttpClientTesting } from "@angular/common/http/testing";
import { ComponentFixture, TestBed, fakeAsync, tick } from "@angular/core/testing";
import { provideRouter } from "@angular/router";

import { VehicleSearchComponent } from "./vehicle-search.component";

describe("VehicleSearchComponent", () => {
  let fixture: ComponentFixture<VehicleSearchComponent>;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      imports: [VehicleSearchComponent],
      providers: [provideHttpClient(), provideHttpClientTesting(), provideRouter([])],
    });
    fixture = TestBed.createComponent(VehicleSearchComponent);
    http = TestBed.inject(HttpTestingController);
    fixture.detectChanges();
  });

  afterEach(() => http.verify());

  it("shows recently opened vehicles first", () => {
    http.expectOne((r) => r.url.endsWith("/recent")).flush({ items: [{ id: "v1", plate: "BAB1234", country: "DE" }], total: 1 });
    fixture.detectChanges();
    expect(fixture.nativeElement.textContent).toContain("Recently opened");
  });

  it("only shows results for the latest query", fakeAsync(() => {
    http.expectOne((r) => r.url.endsWith("/recent")).flush({ items: [], total: 0 });
    const cmp = fixture.componentInstance;
    cmp.query.setValue("va");
    tick(300);
    const slow = http.expectOne((r) => r.params.get("q") === "va");
    cmp.query.setValue("van");
    tick(300);
    http.expectOne((r) => r.params.get("q") === "van").flush({ items: [{ id: "v2", plate: "MVAN12", country: "DE" }], total: 1 });
    expect(slow.cancelled).toBeTrue();
    expect(cmp.results().map((v) => v.id)).toEqual(["v2"]);
  }));

  it("searches after the debounce", fakeAsync(() => {
    http.expectOne((r) => r.url.endsWith("/recent")).flush({ items: [], total: 0 });
    fixture.componentInstance.query.setValue("van");
    tick(300);
    http.expectOne((r) => r.params.get("q") === "van").flush({ items: [], total: 0 });
    fixture.detectChanges();
    expect(fixture.nativeElement.textContent).toContain("Results");
  }));
});
