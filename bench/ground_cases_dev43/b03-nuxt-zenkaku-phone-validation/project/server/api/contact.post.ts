import { z } from "zod";
import { sendContactMail } from "~/server/utils/mailer";

const schema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().email(),
  phone: z.string().regex(/^(0\d{9,10})?$/),
  zip: z.string().regex(/^(\d{3}-\d{4})?$/),
  message: z.string().trim().min(1).max(2000),
});

export default defineEventHandler(async (event) => {
  const body = await readBody(event);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw createError({ statusCode: 422, statusMessage: "invalid input", data: parsed.error.flatten() });
  }
  await sendContactMail(parsed.data);
  return { ok: true };
});
