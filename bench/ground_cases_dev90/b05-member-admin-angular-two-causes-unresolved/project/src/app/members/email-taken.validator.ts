import { AbstractControl, AsyncValidatorFn, ValidationErrors } from '@angular/forms'
import { Observable, debounceTime, distinctUntilChanged, map, switchMap } from 'rxjs'
import { MemberService } from './member.service'

export function emailTakenValidator(service: MemberService, exceptId: () => number): AsyncValidatorFn {
  return (control: AbstractControl): Observable<ValidationErrors | null> =>
    control.valueChanges.pipe(
      debounceTime(400),
      distinctUntilChanged(),
      switchMap((email: string) => service.emailTaken(email, exceptId())),
      map((taken) => (taken ? { emailTaken: true } : null)),
    )
}
