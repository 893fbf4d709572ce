import { HttpErrorResponse, HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { Router } from '@angular/router';
import { catchError, throwError } from 'rxjs';
import { AuthService } from './auth.service';
import { ToastService } from './toast.service';

export const httpErrorInterceptor: HttpInterceptorFn = (req, next) => {
  const router = inject(Router);
  const auth = inject(AuthService);
  const toast = inject(ToastService);

  return next(req).pipe(
    catchError((error: unknown) => {
      if (error instanceof HttpErrorResponse) {
        if (error.status === 401) {
          auth.logout();
        } else if (error.status === 403) {
          void router.navigate(['/users'], { queryParams: { denied: 1 } });
        } else if (error.status === 409) {
          toast.show('他の人が先に更新しました。画面を再読み込みしてください。');
        } else if (error.status === 0) {
          toast.show('サーバーに接続できません。ネットワークを確認してください。');
        } else if (error.status >= 500) {
          console.error(`[api] ${req.method} ${req.urlWithParams} -> ${error.status}`);
          toast.show('サーバーエラーが発生しました。');
        }
      }
      return throwError(() => error);
    }),
  );
};
