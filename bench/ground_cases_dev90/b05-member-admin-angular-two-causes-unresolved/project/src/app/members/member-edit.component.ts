import { Component, OnInit, inject } from '@angular/core'
import { FormBuilder, ReactiveFormsModule, Validators } from '@angular/forms'
import { ActivatedRoute, Router } from '@angular/router'
import { emailTakenValidator } from './email-taken.validator'
import { MemberService } from './member.service'

@Component({
  selector: 'app-member-edit',
  standalone: true,
  imports: [ReactiveFormsModule],
  templateUrl: './member-edit.component.html',
})
export class MemberEditComponent implements OnInit {
  private fb = inject(FormBuilder)
  private route = inject(ActivatedRoute)
  private router = inject(Router)
  private service = inject(MemberService)

  id = 0
  saving = false
  errorMessage = ''

  form = this.fb.nonNullable.group({
    name: ['', [Validators.required, Validators.maxLength(40)]],
    email: ['', [Validators.required, Validators.email], [emailTakenValidator(this.service, () => this.id)]],
    plan: ['free' as 'free' | 'standard' | 'premium'],
    note: [''],
  })

  ngOnInit(): void {
    this.id = Number(this.route.snapshot.paramMap.get('id'))
    this.service.get(this.id).subscribe((m) => this.form.reset(m))
  }

  save(): void {
    if (this.form.invalid || this.saving) return
    this.saving = true
    this.errorMessage = ''
    this.service.update(this.id, this.form.getRawValue()).subscribe({
      next: () => {
        this.saving = false
        this.router.navigate(['/members'])
      },
      error: (err) => {
        this.errorMessage = err.error?.message ?? '保存に失敗しました'
      },
    })
  }
}
