import axios from "axios";
import { useCallback } from "react";
import { client } from "../../api/client";
import { toPayload, type SignupInput } from "./schema";

export type SignupResult = { ok: true } | { ok: false; error: "email_taken" | "server" };

export function useSignup() {
  const submit = useCallback(async (values: SignupInput): Promise<SignupResult> => {
    try {
      await client.post("/signup", toPayload(values));
      return { ok: true };
    } catch (error) {
      if (axios.isAxiosError(error) && error.response?.status === 409) {
        return { ok: false, error: "email_taken" };
      }
      return { ok: false, error: "server" };
    }
  }, []);

  /** Called on blur of the email field by the old form; kept for the invite flow. */
  const isEmailAvailable = useCallback(async (email: string): Promise<boolean> => {
    try {
      const res = await client.get<{ available: boolean }>("/signup/email-available", { params: { email } });
      return res.data.available;
    } catch {
      return true; // do not block the user when the check itself fails
    }
  }, []);

  return { submit, isEmailAvailable };
}
