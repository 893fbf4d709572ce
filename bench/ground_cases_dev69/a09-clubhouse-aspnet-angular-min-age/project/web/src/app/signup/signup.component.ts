import { Component, inject } from "@angular/core";
import { FormBuilder, ReactiveFormsModule, Validators } from "@angular/forms";
import { TranslateModule } from "@ngx-translate/core";
import { SignupService } from "./signup.service";
import { minAge } from "./min-age.validator";

@Component({
  selector: "app-signup",
  standalone: true,
  imports: [ReactiveFormsModule, TranslateModule],
  templateUrl: "./signup.component.html",
})
export class SignupComponent {
  private fb = inject(FormBuilder);
  private api = inject(SignupService);

  form = this.fb.nonNullable.group({
    displayName: ["", [Validators.required, Validators.minLength(2), Validators.maxLength(80)]],
    email: ["", [Validators.required, Validators.email]],
    password: ["", [Validators.required, Validators.minLength(10)]],
    dateOfBirth: ["", [Validators.required, minAge(16)]],
    language: ["de"],
    acceptTerms: [false, Validators.requiredTrue],
  });

  submitting = false;
  serverErrors: Record<string, string[]> = {};

  submit() {
    if (this.form.invalid) {
      this.form.markAllAsTouched();
      return;
    }
    this.submitting = true;
    this.api.signUp(this.form.getRawValue()).subscribe({
      next: () => (this.submitting = false),
      error: (err) => {
        this.serverErrors = err.error?.errors ?? {};
        this.submitting = false;
      },
    });
  }
}
