import { AbstractControl, ValidationErrors, ValidatorFn } from "@angular/forms";

// Value is the "yyyy-mm-dd" string of an <input type="date">.
export function minAge(years: number, today: () => Date = () => new Date()): ValidatorFn {
  return (control: AbstractControl): ValidationErrors | null => {
    const value = control.value as string;
    if (!value) return null; // Validators.required handles empty input
    const [y, m, d] = value.split("-").map(Number);
    const now = today();
    let age = now.getFullYear() - y;
    if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age--;
    return age >= years ? null : { minAge: { required: years, actual: age } };
  };
}
