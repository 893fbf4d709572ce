import { HttpClient } from "@angular/common/http";
import { Injectable, inject } from "@angular/core";

export interface SignUpPayload {
  displayName: string;
  email: string;
  password: string;
  dateOfBirth: string;
  language: string;
  acceptTerms: boolean;
}

@Injectable({ providedIn: "root" })
export class SignupService {
  private http = inject(HttpClient);

  signUp(payload: SignUpPayload) {
    return this.http.post("/api/accounts/signup", payload);
  }
}
