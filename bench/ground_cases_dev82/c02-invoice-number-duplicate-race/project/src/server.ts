import express from "express";
import { z } from "zod";
import { createInvoice } from "./invoices/service.js";
import { createCreditNote } from "./invoices/creditNotes.js";

const app = express();
app.use(express.json());

const invoiceBody = z.object({
  customerId: z.string(),
  currency: z.string().length(3),
  lines: z.array(z.object({
    description: z.string(),
    quantity: z.number().int().positive(),
    unitPriceCents: z.number().int(),
    taxRate: z.number().min(0).max(1),
  })).min(1),
});

app.post("/invoices", async (req, res) => {
  const body = invoiceBody.parse(req.body);
  res.status(201).json(await createInvoice(body));
});

app.post("/invoices/:id/credit-notes", async (req, res) => {
  const { amountCents, reason } = req.body as { amountCents: number; reason: string };
  res.status(201).json(await createCreditNote(req.params.id, amountCents, reason));
});

app.listen(Number(process.env.PORT ?? 3000));
