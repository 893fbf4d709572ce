import { HttpInterceptorFn, HttpResponse } from "@angular/common/http";
import { inject } from "@angular/core";
import { tap } from "rxjs";
import { LoadingService } from "./loading.service";

export const loadingInterceptor: HttpInterceptorFn = (req, next) => {
  const loading = inject(LoadingService);
  loading.start();
  return next(req).pipe(
    tap((event) => {
      if (event instanceof HttpResponse) {
        loading.stop();
      }
    }),
  );
};
